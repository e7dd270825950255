import type { LeadDelivery } from '@domain/ports/leads.port.ts'
import { makeLeadPayload } from '@domain/leads/testing/lead-fixture.ts'

/** The lead fixture lives with the lead payload (domain/leads/testing), where the domain's own tests reach it. */
export { makeLeadPayload }

/** The first delivery of lead L1 (version 1) of demo-motors to the server's own inbox, never tried before. */
export const makeLeadDelivery = (overrides: Partial<LeadDelivery> = {}): LeadDelivery => ({
  leadId: 'L1',
  version: 1,
  tenant: 'demo-motors',
  destination: 'server',
  payload: makeLeadPayload(),
  idempotencyKey: 'L1:1',
  remoteId: null,
  attempts: 0,
  ...overrides,
})
