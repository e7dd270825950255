import { defineSettings, type SettingValues } from '@domain/configuration/setting.ts'
import type { PaymentPort } from '@domain/ports/payments.port.ts'
import type { StoredPaymentsDeps } from '@adapters/payments-local/stored-payments.ts'
import { createTillPayments } from './till-payments.ts'

/** What the Till adapter reads from the environment. */
export const TILL_SETTINGS = defineSettings({
  TILL_API_KEY: {
    purpose: 'Till API key for tenants paying with Till',
    kind: 'secret',
    affects: "tenants with site.checkout.payment_provider 'Till'",
  },
  TILL_USERNAME: {
    purpose: 'Till API user (with TILL_API_KEY and TILL_PASSWORD)',
    kind: 'text',
    affects: "tenants with site.checkout.payment_provider 'Till'",
  },
  TILL_PASSWORD: {
    purpose: 'Till API password',
    kind: 'secret',
    affects: "tenants with site.checkout.payment_provider 'Till'",
  },
  TILL_SHARED_SECRET: {
    purpose: 'Till signature shared secret',
    kind: 'secret',
    affects: "tenants with site.checkout.payment_provider 'Till'",
  },
  TILL_API_URL: {
    purpose: 'Till gateway base URL (the sandbox gateway, or a stand-in in tests)',
    kind: 'url',
    default: 'https://gateway.tillpayments.com',
    affects: "tenants with site.checkout.payment_provider 'Till'",
  },
  TILL_SCRIPT_URL: {
    purpose: "address of Till's payment.js loaded in shoppers' browsers (the sandbox gateway's for test connectors)",
    kind: 'url',
    default: 'https://gateway.tillpayments.com/js/integrated/payment.1.3.min.js',
    affects: "tenants with site.checkout.payment_provider 'Till'",
  },
})

/** Without these no hold can be placed; without the notification ones callbacks are neither asked for nor verified. */
export const TILL_HOLD_SETTINGS = ['TILL_API_KEY', 'TILL_USERNAME', 'TILL_PASSWORD'] as const
export const TILL_NOTIFICATION_SETTINGS = ['TILL_SHARED_SECRET'] as const

/** Till holds from its checked settings; null without the API key, user and password. */
export const tillPaymentsFromSettings = (
  values: SettingValues<typeof TILL_SETTINGS>,
  deps: StoredPaymentsDeps,
): PaymentPort | null =>
  values.TILL_API_KEY && values.TILL_USERNAME && values.TILL_PASSWORD
    ? createTillPayments({
        ...deps,
        options: {
          apiKey: values.TILL_API_KEY,
          username: values.TILL_USERNAME,
          password: values.TILL_PASSWORD,
          sharedSecret: values.TILL_SHARED_SECRET ?? null,
          ...(values.TILL_API_URL ? { baseUrl: values.TILL_API_URL } : {}),
        },
      })
    : null
