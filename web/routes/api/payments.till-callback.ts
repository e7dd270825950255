import { createFileRoute } from '@tanstack/react-router'
import { handleTillCallback, notificationMethodNotAllowed } from '../../vehicle/payment-notifications.server.ts'

/** Till's callback (the preauthorize's callbackUrl, signed with TILL_SHARED_SECRET): finishes reservations (docs/LIVE.md). */
export const Route = createFileRoute('/api/payments/till-callback')({
  server: { handlers: { POST: ({ request }) => handleTillCallback(request), GET: notificationMethodNotAllowed } },
})
