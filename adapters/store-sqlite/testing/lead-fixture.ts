import type { LeadPayload } from '@domain/leads/lead-payload.schema.ts'
import type { LeadDelivery } from '@domain/ports/leads.port.ts'

/** A valid lead payload for the demo-motors fixture site (`makeSite()`), with overrides. */
export function makeLeadPayload(overrides: Partial<LeadPayload> = {}): LeadPayload {
  return {
    name: 'Jo Citizen',
    first_name: 'Jo',
    last_name: 'Citizen',
    email: 'jo@example.com',
    phone: '0412 345 678',
    message: 'Is this still available?',
    category: 'General Enquiry',
    dealership_slug: 'demo-motors',
    website_slug: 'demo-motors',
    source: 'Website',
    form_completed: false,
    lead_status: 'Incomplete',
    step_number: 1,
    ...overrides,
  }
}

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
