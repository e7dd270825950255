import { createFileRoute } from '@tanstack/react-router'
import { apiMethods } from '../../server/http/answers.ts'
import { tillCallbackRoute } from '../../vehicle/payment-notification-routes.server.ts'

/** Till's callback (the preauthorize's callbackUrl, signed with TILL_SHARED_SECRET): finishes reservations (docs/LIVE.md). */
export const Route = createFileRoute('/api/payments/till-callback')({
  server: { handlers: apiMethods({ POST: tillCallbackRoute }) },
})
