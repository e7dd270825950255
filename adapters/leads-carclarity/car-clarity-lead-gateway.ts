import type { LeadGatewayPort } from '@domain/ports/leads.port.ts'
import {
  leadReceiverApi,
  readLeadAnswer,
  toDeliveryError,
  withoutSiteKeys,
  type HttpGatewayOptions,
} from '@adapters/leads-dashboard/http-delivery.ts'

export interface CarClarityLeadGatewayOptions extends HttpGatewayOptions {
  /** CAR_CLARITY_URL */
  readonly baseUrl: string
  /** CAR_CLARITY_API_KEY, sent as a bearer token when set */
  readonly apiKey?: string | undefined
}

/**
 * Car Clarity (SPEC §7 "alternate lead destination", payload not shown): `POST {base}/api/carClarityCustomer`
 * with the same `{lead}` envelope. It has no update call, so every version is a POST; `lead_id` carries our
 * lead id so Car Clarity can join the versions of one enquiry, and the Idempotency-Key makes a retry harmless.
 */
export function createCarClarityLeadGateway(options: CarClarityLeadGatewayOptions): LeadGatewayPort {
  const api = leadReceiverApi(options, options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {})
  return {
    async deliver(d, signal) {
      try {
        const response = await api.post('api/carClarityCustomer', {
          json: { lead: { ...withoutSiteKeys(d.payload), lead_id: d.leadId } },
          headers: { 'idempotency-key': d.idempotencyKey },
          ...(signal ? { signal } : {}),
        })
        const answer = await readLeadAnswer(response, 'Car Clarity')
        return { remoteId: answer.remoteId ?? d.remoteId }
      } catch (error) {
        throw toDeliveryError(error, 'Car Clarity')
      }
    },
  }
}
