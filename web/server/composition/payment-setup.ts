import type { PaymentProvider, SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { LiveSettings, LiveVariableName } from './environment.ts'
import { TILL_PAYMENT_JS } from '@domain/tenancy/third-party-origins.ts'
import { STRIPE_HOLD_SETTINGS, STRIPE_NOTIFICATION_SETTINGS } from '@adapters/payments-stripe/settings.ts'
import { TILL_HOLD_SETTINGS, TILL_NOTIFICATION_SETTINGS } from '@adapters/payments-till/settings.ts'
import { STGEORGE_HOLD_SETTINGS, STGEORGE_NOTIFICATION_SETTINGS } from '@adapters/payments-stgeorge/settings.ts'

// Which reserve-online providers this server can take payments with, from the live settings: read by the
// composition root only, which hands the features a ReservePayments capability built from it.

/** The secret variables without which this server cannot place a hold with each provider. */
export const PAYMENT_VARIABLES: Readonly<Record<PaymentProvider, readonly LiveVariableName[]>> = {
  Stripe: STRIPE_HOLD_SETTINGS,
  Till: TILL_HOLD_SETTINGS,
  'St George': STGEORGE_HOLD_SETTINGS,
}

/** Without these a provider still takes payments, but its notifications cannot be verified and are not asked for. */
export const NOTIFICATION_VARIABLES: Readonly<Record<PaymentProvider, readonly LiveVariableName[]>> = {
  Stripe: STRIPE_NOTIFICATION_SETTINGS,
  Till: TILL_NOTIFICATION_SETTINGS,
  'St George': STGEORGE_NOTIFICATION_SETTINGS,
}

/** Till's payment.js on the production gateway; the sandbox gateway serves the same path for test connectors. */
export const TILL_SCRIPT_PRODUCTION = TILL_PAYMENT_JS
export const TILL_SCRIPT_SANDBOX = 'https://test-gateway.tillpayments.com/js/integrated/payment.1.3.min.js'

const unset = (live: LiveSettings, names: readonly LiveVariableName[]): LiveVariableName[] =>
  names.filter((name) => !live[name])

/** The variables a provider's holds need that are not set; none outside live mode (the local adapter needs none). */
export function missingPaymentVariables(provider: PaymentProvider, live: LiveSettings | null): LiveVariableName[] {
  return live ? unset(live, PAYMENT_VARIABLES[provider]) : []
}

/** Whether this server verifies (and, for Till, asks for) the provider's notifications. */
export function notificationsEnabled(provider: PaymentProvider, live: LiveSettings | null): boolean {
  return (
    live !== null &&
    NOTIFICATION_VARIABLES[provider].length > 0 &&
    unset(live, NOTIFICATION_VARIABLES[provider]).length === 0
  )
}

/**
 * The start-up line for a live tenant whose provider cannot be used, or whose notifications are off, naming the
 * tenant and the variables; null when there is nothing to say (and always outside live mode).
 */
export function paymentSetupWarning(site: SiteConfig, live: LiveSettings | null): string | null {
  const provider = site.checkout.payment_provider
  if (!live || !provider) return null
  const missing = missingPaymentVariables(provider, live)
  if (missing.length > 0) {
    return `[checkout] ${site.slug}: online reservation is off: ${provider} needs ${missing.join(', ')} (shoppers are told to contact the dealer)`
  }
  const quiet = unset(live, NOTIFICATION_VARIABLES[provider])
  return quiet.length > 0
    ? `[checkout] ${site.slug}: ${provider} notifications are off without ${quiet.join(', ')} (a shopper who leaves during 3-D Secure is not reserved)`
    : null
}

/** One line per live tenant that `paymentSetupWarning` has something to say about. */
export const paymentSetupWarnings = (sites: readonly SiteConfig[], live: LiveSettings | null): string[] =>
  sites.flatMap((site) => paymentSetupWarning(site, live) ?? [])

const warned = new Set<string>()
/** Logs a line the first time it is seen in this process (start-up warnings, and refusals after a config change). */
export function warnOnce(line: string, log: (line: string) => void = console.warn): void {
  if (warned.has(line)) return
  warned.add(line)
  log(line)
}

/** The address of Till's payment.js for this server: `TILL_SCRIPT_URL`, else the production gateway's. */
export const tillScriptUrl = (live: LiveSettings | null): string => live?.TILL_SCRIPT_URL ?? TILL_SCRIPT_PRODUCTION
