import { createFileRoute } from '@tanstack/react-router'
import { apiMethods } from '../../server/http/answers.ts'
import { trackingHandler } from '../../vehicle/tracking-routes.server.ts'

/** SPEC §7 phone-reveal tracking: `{car_id, dealership_id, website_id}` → 202. */
export const Route = createFileRoute('/api/phone-reveal')({
  server: { handlers: apiMethods({ POST: trackingHandler('phone_reveal') }) },
})
