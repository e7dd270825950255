/** The lead fixture lives with the lead payload (domain/leads/testing), where the domain's own tests reach it. */
export { makeLeadPayload } from '@domain/leads/testing/lead-fixture.ts'
