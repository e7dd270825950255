import type { CardEntry, CreateCardEntry } from '@domain/ports/card-entry.port.ts'
import { CHECK_CARD, EXPIRY_NEEDED, NAME_NEEDED } from '@domain/payments/card-entry-messages.ts'
import { parseExpiry } from '@domain/payments/card-expiry.ts'
import { TILL_PAYMENT_JS } from '@domain/tenancy/third-party-origins.ts'
import { hostedField, labelledInput, SCRIPT_TIMEOUT_MS, withTimeout } from '@adapters/card-entry-browser/card-fields.ts'

const PAYMENT_JS_VERSION = '1.3'

/** The parts of payment.js this page uses. */
interface FieldState {
  readonly validNumber?: boolean
  readonly validCvv?: boolean
}
interface TillError {
  readonly message?: string
  readonly attribute?: string
}
interface PaymentJs {
  init(publicIntegrationKey: string, numberDivId: string, cvvDivId: string, ready: (payment: PaymentJs) => void): void
  setNumberStyle(style: Record<string, string>): void
  setCvvStyle(style: Record<string, string>): void
  numberOn(event: 'input', handler: (data: FieldState) => void): void
  cvvOn(event: 'input', handler: (data: FieldState) => void): void
  tokenize(
    data: { card_holder: string; month: string; year: string },
    success: (token: string, cardData: unknown) => void,
    error: (errors: TillError[] | TillError | string) => void,
  ): void
}
type PaymentJsConstructor = new (version?: string) => PaymentJs

const tillGlobal = (): PaymentJsConstructor | undefined =>
  (window as unknown as { PaymentJs?: PaymentJsConstructor }).PaymentJs

const FIELD_STYLE = {
  width: '100%',
  height: '100%',
  border: 'none',
  padding: '0',
  font: 'inherit',
  'font-size': '16px',
}

const firstMessage = (errors: TillError[] | TillError | string): string => {
  if (typeof errors === 'string') return errors || CHECK_CARD
  const first = Array.isArray(errors) ? errors[0] : errors
  return first?.message || CHECK_CARD
}

/**
 * Till's hosted fields: the card number and security code are Till's frames; the name and expiry are ours (not
 * card data under PCI). payment.js tokenizes them into a transaction token, which the server pre-authorises.
 */
export const createTillCardEntry: CreateCardEntry = (clientData, options) => {
  const { loadScript, timeoutMs = SCRIPT_TIMEOUT_MS } = options
  let payment: PaymentJs | null = null
  let nameInput: HTMLInputElement | null = null
  let expiryInput: HTMLInputElement | null = null
  let root: HTMLElement | null = null

  const entry: CardEntry = {
    async mount(container) {
      const key = clientData.publishableKey
      if (!key) throw new Error('Till: no public integration key for this reservation')
      await loadScript(clientData.scriptUrl || TILL_PAYMENT_JS, {
        isReady: () => typeof tillGlobal() === 'function',
        timeoutMs,
        attributes: { 'data-main': 'payment-js' },
      })
      const doc = container.ownerDocument
      root = doc.createElement('div')
      root.className = 'card-entry card-entry--till'
      const name = labelledInput(doc, 'Name on card', { autocomplete: 'cc-name', name: 'name', required: '' })
      const number = hostedField(doc, 'Card number')
      const expiry = labelledInput(doc, 'Expiry (MM/YY)', {
        autocomplete: 'cc-exp',
        name: 'expiry',
        placeholder: 'MM/YY',
        required: '',
      })
      const cvv = hostedField(doc, 'Security code')
      const row = doc.createElement('div')
      row.className = 'checkout-form__row'
      row.append(expiry.wrapper, cvv.wrapper)
      root.append(name.wrapper, number.wrapper, row)
      container.replaceChildren(root)
      nameInput = name.input
      expiryInput = expiry.input
      const instance = new (tillGlobal()!)(PAYMENT_JS_VERSION)
      await withTimeout(
        new Promise<void>((resolve) => {
          instance.init(key, number.field.id, cvv.field.id, (ready) => {
            ready.setNumberStyle(FIELD_STYLE)
            ready.setCvvStyle(FIELD_STYLE)
            resolve()
          })
        }),
        timeoutMs,
        'Till hosted fields',
      )
      payment = instance
    },

    async tokenize() {
      if (!payment) return { ok: false, message: CHECK_CARD }
      const cardHolder = nameInput?.value.trim() ?? ''
      if (cardHolder === '') return { ok: false, message: NAME_NEEDED }
      const expiry = parseExpiry(expiryInput?.value ?? '')
      if (!expiry) return { ok: false, message: EXPIRY_NEEDED }
      const ready = payment
      return new Promise((resolve) => {
        ready.tokenize(
          { card_holder: cardHolder, month: expiry.month, year: expiry.year },
          (token) => resolve(token ? { ok: true, token } : { ok: false, message: CHECK_CARD }),
          (errors) => resolve({ ok: false, message: firstMessage(errors) }),
        )
      })
    },

    destroy() {
      root?.remove()
      payment = null
    },
  }
  return entry
}
