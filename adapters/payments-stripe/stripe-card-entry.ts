import type { CardEntry, CreateCardEntry } from '@domain/ports/card-entry.port.ts'
import { CHECK_CARD, NAME_NEEDED, VERIFY_FAILED } from '@domain/payments/card-entry-messages.ts'
import { STRIPE_JS } from '@domain/tenancy/third-party-origins.ts'
import { hostedField, labelledInput, SCRIPT_TIMEOUT_MS, withTimeout } from '@adapters/card-entry-browser/card-fields.ts'

/** The few parts of Stripe.js this page uses. */
interface StripeError {
  readonly message?: string
}
interface StripeCardElement {
  mount(el: HTMLElement): void
  on(event: 'ready', handler: () => void): void
  on(event: 'change', handler: (event: { error?: StripeError | null; complete?: boolean }) => void): void
  destroy(): void
}
interface StripeJs {
  elements(): { create(type: 'card', options?: Record<string, unknown>): StripeCardElement }
  createPaymentMethod(data: {
    type: 'card'
    card: StripeCardElement
    billing_details?: { name?: string }
  }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>
  handleCardAction(
    clientSecret: string,
  ): Promise<{ paymentIntent?: { id: string; status: string }; error?: StripeError }>
}
type StripeFactory = (publishableKey: string) => StripeJs

const stripeGlobal = (): StripeFactory | undefined => (window as unknown as { Stripe?: StripeFactory }).Stripe

/**
 * Stripe Elements' card element. The server's adapter confirms the PaymentIntent itself, so the browser only
 * creates a PaymentMethod (pm_…) and sends its id; when the server answers that 3-D Secure is needed, Stripe.js
 * runs it with the intent's client secret (`handleCardAction`) and the server confirms again.
 */
export const createStripeCardEntry: CreateCardEntry = (clientData, options) => {
  const { loadScript, timeoutMs = SCRIPT_TIMEOUT_MS } = options
  let stripe: StripeJs | null = null
  let card: StripeCardElement | null = null
  let nameInput: HTMLInputElement | null = null
  let fieldError: string | null = null
  let root: HTMLElement | null = null

  const entry: CardEntry = {
    async mount(container) {
      const publishableKey = clientData.publishableKey
      if (!publishableKey) throw new Error('Stripe: no publishable key for this reservation')
      await loadScript(STRIPE_JS, { isReady: () => typeof stripeGlobal() === 'function', timeoutMs })
      stripe = stripeGlobal()!(publishableKey)
      const doc = container.ownerDocument
      root = doc.createElement('div')
      root.className = 'card-entry card-entry--stripe'
      const name = labelledInput(doc, 'Name on card', { autocomplete: 'cc-name', name: 'name', required: '' })
      nameInput = name.input
      const details = hostedField(doc, 'Card details')
      root.append(name.wrapper, details.wrapper)
      container.replaceChildren(root)
      card = stripe.elements().create('card', { hidePostalCode: true })
      const ready = new Promise<void>((resolve) => card!.on('ready', resolve))
      card.on('change', (event) => {
        fieldError = event.error?.message ?? null
      })
      card.mount(details.field)
      await withTimeout(ready, timeoutMs, 'Stripe card element')
    },

    async tokenize() {
      if (!stripe || !card) return { ok: false, message: CHECK_CARD }
      const name = nameInput?.value.trim() ?? ''
      if (name === '') return { ok: false, message: NAME_NEEDED }
      if (fieldError) return { ok: false, message: fieldError }
      const { paymentMethod, error } = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: { name },
      })
      if (error || !paymentMethod) return { ok: false, message: error?.message ?? CHECK_CARD }
      return { ok: true, token: paymentMethod.id }
    },

    async handleCardAction() {
      const clientSecret = clientData.clientSecret
      if (!stripe || !clientSecret) return { ok: false, message: VERIFY_FAILED }
      const { error } = await stripe.handleCardAction(clientSecret)
      return error ? { ok: false, message: error.message ?? VERIFY_FAILED } : { ok: true }
    },

    destroy() {
      card?.destroy()
      root?.remove()
      card = null
      stripe = null
    },
  }
  return entry
}
