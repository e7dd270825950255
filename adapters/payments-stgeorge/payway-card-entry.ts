import type { CardEntry, CreateCardEntry } from '@domain/ports/card-entry.port.ts'
import { CHECK_CARD } from '@domain/payments/card-entry-messages.ts'
import { PAYWAY_JS } from '@domain/tenancy/third-party-origins.ts'
import { SCRIPT_TIMEOUT_MS, uniqueId, withTimeout } from '@adapters/card-entry-browser/card-fields.ts'

/** The parts of payway.js this page uses. */
interface PayWayError {
  readonly status?: number
  readonly message?: string
}
interface PayWayFrame {
  getToken(callback: (err: PayWayError | null, data: { singleUseTokenId?: string }) => void): void
  destroy(): void
}
interface PayWay {
  createCreditCardFrame(
    options: { publishableApiKey: string; tokenMode: 'callback'; container: string; layout?: 'wide' | 'narrow' },
    created: (err: PayWayError | string | null, frame: PayWayFrame) => void,
  ): void
}

const paywayGlobal = (): PayWay | undefined => (window as unknown as { payway?: PayWay }).payway

/**
 * PayWay's credit card frame (name, number, expiry and security code all inside it), in callback mode: the
 * frame mints a single-use token, which the server pre-authorises. A frame gives one token, so after a
 * declined card it is rebuilt for the next one.
 */
export const createPayWayCardEntry: CreateCardEntry = (clientData, options) => {
  const { loadScript, timeoutMs = SCRIPT_TIMEOUT_MS } = options
  let frame: PayWayFrame | null = null
  let box: HTMLElement | null = null

  const createFrame = async (): Promise<void> => {
    const key = clientData.publishableKey
    if (!key || !box) throw new Error('PayWay: no publishable API key for this reservation')
    const container = box
    frame?.destroy()
    frame = null
    frame = await withTimeout(
      new Promise<PayWayFrame>((resolve, reject) => {
        paywayGlobal()!.createCreditCardFrame(
          {
            publishableApiKey: key,
            tokenMode: 'callback',
            container: container.id,
          },
          (err, created) =>
            err
              ? reject(new Error(typeof err === 'string' ? err : (err.message ?? 'PayWay frame failed')))
              : resolve(created),
        )
      }),
      timeoutMs,
      'PayWay credit card frame',
    )
  }

  const entry: CardEntry = {
    async mount(container) {
      await loadScript(PAYWAY_JS, {
        isReady: () => typeof paywayGlobal()?.createCreditCardFrame === 'function',
        timeoutMs,
      })
      const doc = container.ownerDocument
      box = doc.createElement('div')
      box.id = uniqueId('payway-credit-card')
      box.className = 'card-entry card-entry--payway'
      box.setAttribute('role', 'group')
      box.setAttribute('aria-label', 'Card details')
      container.replaceChildren(box)
      await createFrame()
    },

    async tokenize() {
      const current = frame
      // the frame checks the card itself: an incomplete one answers getToken with an error
      if (!current) return { ok: false, message: CHECK_CARD }
      return new Promise((resolve) => {
        current.getToken((err, data) => {
          if (err || !data?.singleUseTokenId) resolve({ ok: false, message: err?.message || CHECK_CARD })
          else resolve({ ok: true, token: data.singleUseTokenId })
        })
      })
    },

    async reset() {
      await createFrame()
    },

    destroy() {
      frame?.destroy()
      frame = null
      box?.remove()
    },
  }
  return entry
}
