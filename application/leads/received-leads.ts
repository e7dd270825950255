import type { DeliveryState, LeadStorePort, StoredLead } from '@domain/ports/leads.port.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { failure, success, type Outcome } from '../kernel/outcome.ts'

/** What the QA inbox page (/mock/leads) shows of one site. */
export interface ReceivedLeads {
  readonly siteName: string
  readonly leads: readonly StoredLead[]
  readonly counts: Readonly<Record<DeliveryState, number>>
  /** how many leads the page shows at most */
  readonly shown: number
}

/** Newest first, up to this many: a QA page, not an archive. */
export const RECEIVED_LEADS_SHOWN = 200

export type ReceivedLeadsOf = (tenant: Tenant | null) => Promise<Outcome<ReceivedLeads>>

/**
 * The leads a site received on this server, for QA. Only while leads stay on this server (the local or mock
 * adapter, `open`): with the dealer's CRM there is no inbox to show, and the page is not found.
 */
export function createReceivedLeads(deps: { readonly store: Pick<LeadStorePort, 'list'>; readonly open: boolean }): ReceivedLeadsOf {
  return async (tenant) => {
    if (!deps.open || !tenant) return failure('not_found', 'Not found')
    const leads = await deps.store.list(tenant.site.slug, RECEIVED_LEADS_SHOWN)
    const counts: Record<DeliveryState, number> = { pending: 0, delivered: 0, failed: 0 }
    for (const lead of leads) counts[lead.state]++
    return success({ siteName: tenant.site.name, leads, counts, shown: RECEIVED_LEADS_SHOWN })
  }
}
