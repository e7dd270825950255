import type { LeadPayload } from '../lead-payload.schema.ts'

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
