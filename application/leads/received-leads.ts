import type { DeliveryState, LeadStorePort, StoredLead } from '@domain/ports/leads.port.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import type { LeadAttachment, LeadPayload } from '@domain/leads/lead-payload.schema.ts'
import { failure, success, type Outcome } from '../kernel/outcome.ts'

/** What the QA inbox page (/mock/leads) shows of one site. */
export interface ReceivedLeads {
  readonly siteName: string
  readonly leads: readonly StoredLead[]
  readonly counts: Readonly<Record<DeliveryState, number>>
  /** how many leads the page shows at most */
  readonly shown: number
  /** by lead id, the attached files as the inbox received them: each with its signed, expiring link */
  readonly attachments: Readonly<Record<string, readonly LeadAttachment[]>>
}

/** What the local inbox received: each delivered version's payload. */
export type DeliveredPayloads = (
  tenant: string,
  limit: number,
) => Promise<readonly { readonly lead_id: string; readonly version: number; readonly payload: LeadPayload }[]>

/** Newest first, up to this many: a QA page, not an archive. */
export const RECEIVED_LEADS_SHOWN = 200

export type ReceivedLeadsOf = (tenant: Tenant | null) => Promise<Outcome<ReceivedLeads>>

/**
 * The leads a site received on this server, for QA. Only while leads stay on this server (the local or mock
 * adapter, `open`): with the dealer's CRM there is no inbox to show, and the page is not found.
 */
export function createReceivedLeads(deps: {
  readonly store: Pick<LeadStorePort, 'list'>
  readonly open: boolean
  readonly delivered?: DeliveredPayloads | null
}): ReceivedLeadsOf {
  return async (tenant) => {
    if (!deps.open || !tenant) return failure('not_found', 'Not found')
    const leads = await deps.store.list(tenant.site.slug, RECEIVED_LEADS_SHOWN)
    const counts: Record<DeliveryState, number> = { pending: 0, delivered: 0, failed: 0 }
    for (const lead of leads) counts[lead.state]++
    // newest delivery first: the first seen per lead is its latest version's
    const attachments: Record<string, readonly LeadAttachment[]> = {}
    for (const entry of (await deps.delivered?.(tenant.site.slug, RECEIVED_LEADS_SHOWN * 4)) ?? []) {
      if (!(entry.lead_id in attachments) && entry.payload.attachments?.length)
        attachments[entry.lead_id] = entry.payload.attachments
    }
    return success({ siteName: tenant.site.name, leads, counts, shown: RECEIVED_LEADS_SHOWN, attachments })
  }
}
