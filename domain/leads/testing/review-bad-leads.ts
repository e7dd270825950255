import type { LeadPayload } from '../lead-payload.schema.ts'

/** Issue 16 item 8: the five lead fields the security review saw stored with 201, and the field each is named by. */
export const REVIEW_BAD_LEADS: readonly (readonly [Partial<LeadPayload>, string])[] = [
  [{ email: 'not-an-email' }, 'lead.email'],
  [{ phone: 'abc<script>' }, 'lead.phone'],
  [{ postcode: 'ABCDEFGHIJKL' }, 'lead.postcode'],
  [{ url: 'javascript:alert(1)' }, 'lead.url'],
  [{ day: 1e308 }, 'lead.day'],
]
