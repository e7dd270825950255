import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { PaymentProvider, SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { LiveSettings } from './environment.ts'
import {
  missingPaymentVariables,
  notificationsEnabled,
  PAYMENT_VARIABLES,
  paymentSetupWarning,
  paymentSetupWarnings,
  TILL_SCRIPT_PRODUCTION,
  tillScriptUrl,
  warnOnce,
} from './payment-setup.ts'

const PROVIDERS: readonly PaymentProvider[] = ['Stripe', 'Till', 'St George']
const live = (set: Record<string, string>): LiveSettings => set as unknown as LiveSettings
const site = (slug: string, provider: PaymentProvider | null) =>
  ({ slug, checkout: { payment_provider: provider } }) as unknown as SiteConfig
const ALL = {
  STRIPE_SECRET_KEY: 'sk',
  STRIPE_WEBHOOK_SECRET: 'whsec',
  TILL_API_KEY: 'k',
  TILL_USERNAME: 'u',
  TILL_PASSWORD: 'p',
  TILL_SHARED_SECRET: 's',
  ST_GEORGE_API_KEY: 'k',
  ST_GEORGE_MERCHANT_ID: 'm',
}

describe('which payment variables a tenant lacks', () => {
  it("names the missing secret variables of the tenant's provider, one line per tenant, and nothing outside live mode", () => {
    const settings = live({ STRIPE_SECRET_KEY: 'sk', TILL_API_KEY: 'k' })
    expect(missingPaymentVariables('Till', settings)).toEqual(['TILL_USERNAME', 'TILL_PASSWORD'])
    expect(missingPaymentVariables('Till', null)).toEqual([])
    expect(
      paymentSetupWarnings(
        [site('metro-auto-group', 'Till'), site('no-pay', null), site('demo-motors', 'Stripe')],
        settings,
      ),
    ).toEqual([
      '[checkout] metro-auto-group: online reservation is off: Till needs TILL_USERNAME, TILL_PASSWORD (shoppers are told to contact the dealer)',
      '[checkout] demo-motors: Stripe notifications are off without STRIPE_WEBHOOK_SECRET (a shopper who leaves during 3-D Secure is not reserved)',
    ])
    expect(paymentSetupWarnings([site('metro-auto-group', 'Till')], null)).toEqual([])
    expect(
      paymentSetupWarnings(
        PROVIDERS.map((p) => site(p, p)),
        live(ALL),
      ),
    ).toEqual([])
  })

  it('property: a provider is usable exactly when all its secret variables are set, and the warning names each missing one', () => {
    const names = Object.keys(ALL)
    fc.assert(
      fc.property(fc.subarray(names), fc.constantFrom(...PROVIDERS), (dropped, provider) => {
        const settings = live(Object.fromEntries(Object.entries(ALL).filter(([k]) => !dropped.includes(k))))
        const missing = missingPaymentVariables(provider, settings)
        expect(missing).toEqual(PAYMENT_VARIABLES[provider].filter((n) => dropped.includes(n)))
        const line = paymentSetupWarning(site('t', provider), settings)
        for (const name of missing) expect(line).toContain(name)
        if (missing.length === 0 && notificationsEnabled(provider, settings)) expect(line).toBeNull()
      }),
    )
  })

  it('St George sends no notifications; Stripe and Till only with their secrets', () => {
    expect(notificationsEnabled('St George', live(ALL))).toBe(false)
    expect(notificationsEnabled('Stripe', live(ALL))).toBe(true)
    expect(notificationsEnabled('Till', live({ ...ALL, TILL_SHARED_SECRET: '' }))).toBe(false)
    expect(notificationsEnabled('Stripe', null)).toBe(false)
  })

  it("Till's script: TILL_SCRIPT_URL, else the production gateway's", () => {
    expect(tillScriptUrl(null)).toBe(TILL_SCRIPT_PRODUCTION)
    expect(
      tillScriptUrl(
        live({ TILL_SCRIPT_URL: 'https://test-gateway.tillpayments.com/js/integrated/payment.1.3.min.js' }),
      ),
    ).toMatch(/^https:\/\/test-gateway\./)
  })

  it('warnOnce logs a line the first time only', () => {
    const lines: string[] = []
    warnOnce('[checkout] once-test: a', (l) => lines.push(l))
    warnOnce('[checkout] once-test: a', (l) => lines.push(l))
    warnOnce('[checkout] once-test: b', (l) => lines.push(l))
    expect(lines).toEqual(['[checkout] once-test: a', '[checkout] once-test: b'])
  })
})
