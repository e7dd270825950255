import { randomBytes } from 'node:crypto'
import type { AuthStorePort } from '@domain/ports/shared-state.port.ts'
import type { PaymentPort } from '@domain/ports/payments.port.ts'
import type { PaymentProvider, SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { createLocalPayments } from '@adapters/payments-local/local-payments.ts'
import { stripePaymentsFromSettings } from '@adapters/payments-stripe/settings.ts'
import { tillPaymentsFromSettings } from '@adapters/payments-till/settings.ts'
import { stGeorgePaymentsFromSettings } from '@adapters/payments-stgeorge/settings.ts'
import { parseTillTransactionId } from '@adapters/payments-till/till-payments.ts'
import { verifyTillCallback } from '@adapters/payments-till/till-callback-signature.ts'
import { verifyStripeSignature } from '@adapters/payments-stripe/stripe-signature.ts'
import type { IntentStorePort } from '@domain/ports/intent-store.port.ts'
import { createTrackingStore } from '@adapters/store-sqlite/tracking-store.ts'
import { CODE_TTL_MS, createLocalAuth } from '@adapters/auth-local/local-auth.ts'
import { createSqliteDemoMailbox } from '@adapters/auth-local/demo-mailbox.ts'
import { smtpMailFromSettings } from '@adapters/mail-smtp/settings.ts'
import type { MailSenderPort } from '@domain/ports/mail.port.ts'
import { emailSignInCode } from '@application/auth/email-sign-in-code.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { Database } from '@adapters/store-sqlite/database.ts'
import type { LiveSettings } from './environment.ts'
import type { AdapterChoice } from './adapter-choice.ts'
import type { VehicleAdapters } from '@application/vehicles/vehicles-app.ts'
import { missingPaymentVariables, notificationsEnabled, paymentSetupWarning, tillScriptUrl } from './payment-setup.ts'

/** The adapters of payments, sign-in and tracking the vehicles use cases name (application/vehicles/vehicles-app.ts). */
export type VehicleServices = VehicleAdapters

const CODE_MAILBOX_SIZE = 50
/** how long a rego lookup may take before the trade-in form carries on without it */
export const LOOKUP_TIMEOUT_MS = 6_000
/** the lookup routes' whole-lookup limit when VEHICLE_LOOKUP_TIMEOUT_MS is not set (demo, mock, live) */
export const DEFAULT_ROUTE_TIMEOUT_MS = 6_000

export interface VehicleServicesInput {
  /** local payments or the providers' APIs; the demo mailbox or SMTP for sign-in codes */
  readonly adapters: Pick<AdapterChoice, 'payments' | 'mail'>
  readonly live: LiveSettings | null
  readonly db: Database
  /** sign-in codes, sessions and watchlists (the shared store) */
  readonly authStore: AuthStorePort
  /** reserve-online payment intents (the shared store) */
  readonly intents: IntentStorePort
  /**
   * the key sessions are signed with: SESSION_SECRET, else the one kept beside the embedded store (kept-secret.server.ts);
   * absent (tests): live's, else a random key per process
   */
  readonly sessionSecret?: string | null | undefined
  readonly clock: ClockPort
  /** a tenant's current site configuration (live: the dashboard's), for what the sign-in email names */
  readonly siteOf: (slug: string) => SiteConfig | undefined
  /** live only: where sign-in codes are emailed; by default SMTP from SMTP_URL and MAIL_FROM, null when they are not set */
  readonly mail?: MailSenderPort | null
}

/** Each provider's adapter from its own settings. */
const PROVIDER_FROM_SETTINGS = {
  Stripe: stripePaymentsFromSettings,
  Till: tillPaymentsFromSettings,
  'St George': stGeorgePaymentsFromSettings,
} as const satisfies Record<PaymentProvider, unknown>

/** The adapters of payments, sign-in and tracking for the vehicle pages; built by the composition root. */
export function buildVehicleServices({
  adapters,
  live,
  db,
  authStore,
  intents,
  clock,
  siteOf,
  ...input
}: VehicleServicesInput): VehicleServices {
  // in the app database, so every worker of npm start shows the codes any of them "sent"
  const mailbox = createSqliteDemoMailbox(db, CODE_MAILBOX_SIZE)
  const payments = new Map<PaymentProvider, PaymentPort | null>()

  const secret = input.sessionSecret ?? live?.SESSION_SECRET ?? randomBytes(32).toString('hex')
  const mailing = adapters.mail === 'smtp'
  const mail = mailing ? (input.mail !== undefined ? input.mail : smtpMailFromSettings(live ?? {})) : null
  /** Live: the code is emailed and never logged; the shopper is told when it could not be sent. */
  const emailCode = emailSignInCode({ mail, siteOf, codeTtlMs: CODE_TTL_MS, warn: (line) => console.warn(line) })
  const auth = createLocalAuth({
    store: authStore,
    clock,
    secret,
    deliver: ({ tenant, email, code }) => {
      if (mailing) return emailCode(tenant, email, code)
      mailbox.put({ tenant, email, code, at: clock.now() })
      console.info(`[auth] sign-in code for ${email} on ${tenant}: ${code}`)
    },
  })

  const providers = adapters.payments === 'providers' && live !== null
  /** null: this server holds no credentials for the provider (start-up named the tenants it leaves out) */
  function buildPayments(provider: PaymentProvider): PaymentPort | null {
    if (!providers || !live) return createLocalPayments({ intents, clock })
    if (missingPaymentVariables(provider, live).length > 0) return null
    return PROVIDER_FROM_SETTINGS[provider](live, { intents, clock })
  }

  const forProvider = (provider: PaymentProvider): PaymentPort | null => {
    if (!payments.has(provider)) payments.set(provider, buildPayments(provider))
    return payments.get(provider) ?? null
  }
  const stripeSecret = providers ? live?.STRIPE_WEBHOOK_SECRET : undefined
  const tillSecret = providers ? live?.TILL_SHARED_SECRET : undefined

  return {
    payments: {
      forProvider,
      notificationsEnabled: (provider) => providers && notificationsEnabled(provider, live),
      cardEntry: providers
        ? { kind: 'provider', tillScriptUrl: tillScriptUrl(live) }
        : { kind: 'demo', tillScriptUrl: null },
      setupWarning: (site) => (providers ? paymentSetupWarning(site, live) : null),
    },
    pendingReservations: providers ? intents : null,
    stripeWebhook: stripeSecret ? (check) => verifyStripeSignature({ ...check, secret: stripeSecret }) : null,
    tillCallback: tillSecret
      ? {
          verify: (callback) => verifyTillCallback(tillSecret, callback),
          intentIdOf: (id) => parseTillTransactionId(id)?.intentId ?? null,
        }
      : null,
    auth,
    deliveredCodes: (tenant) => mailbox.latest(tenant),
    tracking: createTrackingStore(db),
  }
}
