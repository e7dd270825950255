import { defineSettings, type SettingValues } from '@domain/configuration/setting.ts'
import type { PaymentPort } from '@domain/ports/payments.port.ts'
import type { StoredPaymentsDeps } from '@adapters/payments-local/stored-payments.ts'
import { createStripePayments } from './stripe-payments.ts'

/** What the Stripe adapter reads from the environment. */
export const STRIPE_SETTINGS = defineSettings({
  STRIPE_SECRET_KEY: {
    purpose: 'Stripe secret key for tenants paying with Stripe',
    kind: 'secret',
    affects: "tenants with site.checkout.payment_provider 'Stripe'",
  },
  STRIPE_API_URL: {
    purpose: 'Stripe API base URL (tests point it at a stand-in)',
    kind: 'url',
    default: 'https://api.stripe.com',
    affects: "tenants with site.checkout.payment_provider 'Stripe'",
  },
  STRIPE_WEBHOOK_SECRET: {
    purpose: 'Stripe webhook signing secret (whsec_…): verifies POST /api/payments/stripe-webhook',
    kind: 'secret',
    affects:
      "tenants with site.checkout.payment_provider 'Stripe': without it webhooks are refused, and a hold placed while the answer to confirm was lost is finished only when the shopper comes back",
  },
})

/** Without these no hold can be placed; without the notification ones webhooks are refused. */
export const STRIPE_HOLD_SETTINGS = ['STRIPE_SECRET_KEY'] as const
export const STRIPE_NOTIFICATION_SETTINGS = ['STRIPE_WEBHOOK_SECRET'] as const

/** Stripe holds from its checked settings; null without the secret key. */
export const stripePaymentsFromSettings = (
  values: SettingValues<typeof STRIPE_SETTINGS>,
  deps: StoredPaymentsDeps,
): PaymentPort | null =>
  values.STRIPE_SECRET_KEY
    ? createStripePayments({
        ...deps,
        options: {
          secretKey: values.STRIPE_SECRET_KEY,
          ...(values.STRIPE_API_URL ? { baseUrl: values.STRIPE_API_URL } : {}),
        },
      })
    : null
