import { randomBytes } from 'node:crypto'
import type { AuthPort } from '@domain/ports/auth.port.ts'
import type { PaymentPort } from '@domain/ports/payments.port.ts'
import type { VehicleLookupPort } from '@domain/ports/vehicle-lookup.port.ts'
import type { PaymentProvider, SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { createLocalPayments } from '@adapters/payments-local/local-payments.ts'
import { createStripePayments } from '@adapters/payments-stripe/stripe-payments.ts'
import { createTillPayments } from '@adapters/payments-till/till-payments.ts'
import { createStGeorgePayments } from '@adapters/payments-stgeorge/stgeorge-payments.ts'
import { CODE_TTL_MS, createLocalAuth, type CodeDeliveryOutcome } from '@adapters/auth-local/local-auth.ts'
import { createSmtpMail } from '@adapters/mail-smtp/smtp-mail.ts'
import type { MailSenderPort } from '@domain/ports/mail.port.ts'
import { signInCodeEmail } from '@domain/users/sign-in-code-email.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { Database } from '@adapters/store-sqlite/database.ts'
import type { LiveSettings } from './environment.ts'
import type { AdapterChoice } from './adapter-choice.ts'

/** One sign-in code as the demo/mock "mailbox" shows it on /mock/auth-codes. */
export interface DeliveredCode {
  readonly tenant: string
  readonly email: string
  readonly code: string
  readonly at: number
}

export interface TrackingRecord {
  readonly tenant: string
  readonly kind: 'phone_reveal' | 'car_phone_call'
  readonly carId: string
  readonly dealershipId: number
  readonly websiteId: number
  readonly at: number
}

export interface VehicleServices {
  /** the payment port for a tenant's provider: the local adapter in demo/mock, the provider's API in live */
  payments(provider: PaymentProvider): PaymentPort
  readonly auth: AuthPort
  readonly lookup: VehicleLookupPort
  /** demo/mock only: the codes "sent" most recently, newest first */
  deliveredCodes(tenant: string): readonly DeliveredCode[]
  track(record: Omit<TrackingRecord, 'at'>): void
  tracked(tenant: string, kind: TrackingRecord['kind']): readonly TrackingRecord[]
}

const CODE_MAILBOX_SIZE = 50
/** how long a rego lookup may take before the trade-in form carries on without it */
export const LOOKUP_TIMEOUT_MS = 6_000

export interface VehicleServicesInput {
  /** local payments or the providers' APIs; the demo mailbox or SMTP for sign-in codes */
  readonly adapters: Pick<AdapterChoice, 'payments' | 'mail'>
  readonly live: LiveSettings | null
  readonly db: Database
  readonly clock: ClockPort
  readonly lookup: VehicleLookupPort
  /** a tenant's current site configuration (live: the dashboard's), for what the sign-in email names */
  readonly siteOf: (slug: string) => SiteConfig | undefined
  /** live only: where sign-in codes are emailed; by default SMTP from SMTP_URL and MAIL_FROM, null when they are not set */
  readonly mail?: MailSenderPort | null
}

/** The SMTP sender live mode emails sign-in codes with, or null without SMTP_URL / MAIL_FROM. */
function liveMailSender(live: LiveSettings | null): MailSenderPort | null {
  if (!live?.SMTP_URL || !live.MAIL_FROM) return null
  return createSmtpMail({ url: live.SMTP_URL, from: live.MAIL_FROM, ...(live.SMTP_TIMEOUT_MS ? { timeoutMs: Number(live.SMTP_TIMEOUT_MS) } : {}) })
}

/** Payments, sign-in, lookups and tracking for the vehicle pages; built by the composition root. */
export function buildVehicleServices({ adapters, live, db, clock, lookup, siteOf, ...input }: VehicleServicesInput): VehicleServices {
  const mailbox: DeliveredCode[] = []
  const payments = new Map<PaymentProvider, PaymentPort>()

  db.exec(`CREATE TABLE IF NOT EXISTS vehicle_tracking (
    tenant TEXT NOT NULL, kind TEXT NOT NULL, car_id TEXT NOT NULL, dealership_id INTEGER NOT NULL,
    website_id INTEGER NOT NULL, at INTEGER NOT NULL)`)
  const insertTracking = db.prepare('INSERT INTO vehicle_tracking (tenant, kind, car_id, dealership_id, website_id, at) VALUES (?, ?, ?, ?, ?, ?)')
  const selectTracking = db.prepare('SELECT * FROM vehicle_tracking WHERE tenant = ? AND kind = ? ORDER BY at DESC LIMIT 200')

  const secret = live?.SESSION_SECRET ?? randomBytes(32).toString('hex')
  const mailing = adapters.mail === 'smtp'
  const mail = mailing ? (input.mail !== undefined ? input.mail : liveMailSender(live)) : null
  /** Live: the code is emailed and never logged; the shopper is told when it could not be sent. */
  const emailCode = async (tenant: string, email: string, code: string): Promise<CodeDeliveryOutcome> => {
    if (!mail) {
      // start-up refuses this for the tenant files' sign-in tenants; a dashboard config can still switch one on
      console.warn(`[auth] sign-in code requested on ${tenant}, but no mail server is configured (SMTP_URL, MAIL_FROM)`)
      return 'not-sent'
    }
    const site = siteOf(tenant)
    const siteName = (site?.name ?? tenant).replace(/\s+/g, ' ').trim()
    const message = signInCodeEmail({ siteName, siteUrl: site?.url ?? '', code, validMinutes: Math.round(CODE_TTL_MS / 60_000) })
    const sent = await mail.send({ to: email, fromName: siteName, ...message })
    if (sent.ok) return 'sent'
    return sent.reason === 'timeout' ? 'maybe-sent' : 'not-sent'
  }
  const auth = createLocalAuth({
    db,
    clock,
    secret,
    deliver: ({ tenant, email, code }) => {
      if (mailing) return emailCode(tenant, email, code)
      mailbox.unshift({ tenant, email, code, at: clock.now() })
      mailbox.splice(CODE_MAILBOX_SIZE)
      console.info(`[auth] sign-in code for ${email} on ${tenant}: ${code}`)
    },
  })

  const baseUrl = (url: string | undefined) => (url ? { baseUrl: url } : {})
  function buildPayments(provider: PaymentProvider): PaymentPort {
    if (adapters.payments === 'local' || !live) return createLocalPayments({ db, clock })
    if (provider === 'Stripe' && live.STRIPE_SECRET_KEY) {
      return createStripePayments({ db, clock, options: { secretKey: live.STRIPE_SECRET_KEY, ...baseUrl(live.STRIPE_API_URL) } })
    }
    if (provider === 'Till' && live.TILL_API_KEY && live.TILL_USERNAME && live.TILL_PASSWORD) {
      return createTillPayments({
        db, clock,
        options: { apiKey: live.TILL_API_KEY, username: live.TILL_USERNAME, password: live.TILL_PASSWORD, sharedSecret: live.TILL_SHARED_SECRET ?? null, ...baseUrl(live.TILL_API_URL) },
      })
    }
    if (provider === 'St George' && live.ST_GEORGE_API_KEY && live.ST_GEORGE_MERCHANT_ID) {
      return createStGeorgePayments({ db, clock, options: { secretKey: live.ST_GEORGE_API_KEY, merchantId: live.ST_GEORGE_MERCHANT_ID, ...baseUrl(live.ST_GEORGE_API_URL) } })
    }
    throw new Error(`Payments with ${provider} are not configured on this server`)
  }

  return {
    payments(provider) {
      let port = payments.get(provider)
      if (!port) {
        port = buildPayments(provider)
        payments.set(provider, port)
      }
      return port
    },
    auth,
    lookup,
    deliveredCodes: (tenant) => mailbox.filter((m) => m.tenant === tenant),
    track(record) {
      insertTracking.run(record.tenant, record.kind, record.carId, record.dealershipId, record.websiteId, clock.now())
    },
    tracked: (tenant, kind) =>
      (selectTracking.all(tenant, kind) as { tenant: string; kind: TrackingRecord['kind']; car_id: string; dealership_id: number; website_id: number; at: number }[])
        .map((r) => ({ tenant: r.tenant, kind: r.kind, carId: r.car_id, dealershipId: r.dealership_id, websiteId: r.website_id, at: r.at })),
  }
}

/** The tenant's publishable key for the browser SDK of its provider (Stripe: the dealership's key). */
export function publishableKeyOf(site: SiteConfig, dealershipId: number): string | null {
  const dealership = site.dealerships.find((d) => d.id === dealershipId) ?? site.dealerships[0]
  return dealership?.stripe_publishable_key ?? site.third_party_keys.payment_publishable_key ?? null
}
