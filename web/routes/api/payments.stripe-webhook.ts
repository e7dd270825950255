import { createFileRoute } from '@tanstack/react-router'
import { apiMethods } from '../../server/http/answers.ts'
import { stripeWebhookRoute } from '../../vehicle/payment-notification-routes.server.ts'

/** Stripe webhook (STRIPE_WEBHOOK_SECRET): PaymentIntent events finish reservations whose shopper left (docs/LIVE.md). */
export const Route = createFileRoute('/api/payments/stripe-webhook')({
  server: { handlers: apiMethods({ POST: stripeWebhookRoute }) },
})
