import { createFileRoute } from '@tanstack/react-router'
import { methodNotAllowed } from '../../server/http/answers.ts'
import { trackingHandler } from '../../vehicle/tracking-handlers.server.ts'

/** SPEC §7 phone-reveal tracking: `{car_id, dealership_id, website_id}` → 202. */
export const Route = createFileRoute('/api/phone-reveal')({
  server: { handlers: { POST: trackingHandler('phone_reveal'), GET: methodNotAllowed('POST') } },
})
