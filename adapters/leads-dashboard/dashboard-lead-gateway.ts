import type { LeadGatewayPort } from '@domain/ports/leads.port.ts'
import {
  leadReceiverApi,
  readLeadAnswer,
  toDeliveryError,
  withoutSiteKeys,
  type HttpGatewayOptions,
} from './http-delivery.ts'

export interface DashboardLeadGatewayOptions extends HttpGatewayOptions {
  /** the CRM base URL (LEADS_API_URL) */
  readonly baseUrl: string
}

/**
 * The dealer CRM (SPEC §7): the first version of a lead is `POST {base}/api/leads` with `{lead}`, whose
 * answer `{id}` is the CRM's id; later versions are `PUT {base}/api/leads/{that id}` with `lead_id` set
 * to it. Every request carries `Idempotency-Key: {our lead id}:{version}`, the same on each retry.
 */
export function createDashboardLeadGateway(options: DashboardLeadGatewayOptions): LeadGatewayPort {
  const api = leadReceiverApi(options)
  return {
    async deliver(d, signal) {
      const isUpdate = d.version > 1 && d.remoteId !== null
      try {
        const response = await api(isUpdate ? `api/leads/${encodeURIComponent(d.remoteId!)}` : 'api/leads', {
          method: isUpdate ? 'put' : 'post',
          json: {
            lead: isUpdate
              ? { ...withoutSiteKeys(d.payload), lead_id: d.remoteId }
              : withoutLocalLeadId(withoutSiteKeys(d.payload)),
          },
          headers: { 'idempotency-key': d.idempotencyKey },
          ...(signal ? { signal } : {}),
        })
        const answer = await readLeadAnswer(response, 'lead CRM')
        return { remoteId: answer.remoteId ?? (isUpdate ? d.remoteId : null) }
      } catch (error) {
        throw toDeliveryError(error, 'lead CRM')
      }
    },
  }
}

/** The site's lead_id is our id, meaningless to the CRM on a create. */
function withoutLocalLeadId<T extends { lead_id?: unknown }>(payload: T): T {
  if (payload.lead_id === undefined) return payload
  const { lead_id: _ignored, ...rest } = payload
  return rest as T
}
