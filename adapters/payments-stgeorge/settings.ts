import { defineSettings, type SettingValues } from '@domain/configuration/setting.ts'
import type { PaymentPort } from '@domain/ports/payments.port.ts'
import type { StoredPaymentsDeps } from '@adapters/payments-local/stored-payments.ts'
import { createStGeorgePayments } from './stgeorge-payments.ts'

/** What the St George (PayWay) adapter reads from the environment. */
export const STGEORGE_SETTINGS = defineSettings({
  ST_GEORGE_API_KEY: {
    purpose: 'St George API key',
    kind: 'secret',
    affects: "tenants with site.checkout.payment_provider 'St George'",
  },
  ST_GEORGE_MERCHANT_ID: {
    purpose: 'St George merchant id (with ST_GEORGE_API_KEY)',
    kind: 'text',
    affects: "tenants with site.checkout.payment_provider 'St George'",
  },
  ST_GEORGE_API_URL: {
    purpose: 'PayWay REST API base URL for St George (tests point it at a stand-in)',
    kind: 'url',
    default: 'https://api.payway.com.au/rest/v1',
    affects: "tenants with site.checkout.payment_provider 'St George'",
  },
})

/** Without these no hold can be placed; PayWay sends no notifications. */
export const STGEORGE_HOLD_SETTINGS = ['ST_GEORGE_API_KEY', 'ST_GEORGE_MERCHANT_ID'] as const
export const STGEORGE_NOTIFICATION_SETTINGS = [] as const

/** St George holds from its checked settings; null without the API key and merchant id. */
export const stGeorgePaymentsFromSettings = (
  values: SettingValues<typeof STGEORGE_SETTINGS>,
  deps: StoredPaymentsDeps,
): PaymentPort | null =>
  values.ST_GEORGE_API_KEY && values.ST_GEORGE_MERCHANT_ID
    ? createStGeorgePayments({
        ...deps,
        options: {
          secretKey: values.ST_GEORGE_API_KEY,
          merchantId: values.ST_GEORGE_MERCHANT_ID,
          ...(values.ST_GEORGE_API_URL ? { baseUrl: values.ST_GEORGE_API_URL } : {}),
        },
      })
    : null
