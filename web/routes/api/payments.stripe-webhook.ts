import { createFileRoute } from '@tanstack/react-router'
import { handleStripeWebhook, notificationMethodNotAllowed } from '../../vehicle/payment-notifications.server.ts'

/** Stripe webhook (STRIPE_WEBHOOK_SECRET): PaymentIntent events finish reservations whose shopper left (docs/LIVE.md). */
export const Route = createFileRoute('/api/payments/stripe-webhook')({
  server: { handlers: { POST: ({ request }) => handleStripeWebhook(request), GET: notificationMethodNotAllowed } },
})
