import { createFileRoute } from '@tanstack/react-router'
import { apiMethods } from '../../server/http/answers.ts'
import { trackingHandler } from '../../vehicle/tracking-routes.server.ts'

/** SPEC §7 POST /api/events/car_phone_call: the call event of a revealed dealer number → 202. */
export const Route = createFileRoute('/api/events/car_phone_call')({
  server: { handlers: apiMethods({ POST: trackingHandler('car_phone_call') }) },
})
