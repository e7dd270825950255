import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { CardDetails, PaymentPort } from '@domain/ports/payments.port.ts'
import type { ProviderGateway } from './stored-payment-port.ts'
import { storedPayments, type StoredPaymentsDeps } from './stored-payments.ts'

/** Demo/mock test cards, as the providers' own sandboxes use them. */
export const TEST_CARD_APPROVED = '4242424242424242'
export const TEST_CARD_DECLINED = '4000000000000002'

export const DECLINED_MESSAGE = 'Your card was declined. Please try another card.'
export const CARD_NUMBER_MESSAGE = 'Please check the card number.'
export const EXPIRY_MESSAGE = 'Please enter a valid expiry date (MM/YY).'
export const EXPIRED_MESSAGE = 'This card has expired.'
export const CVC_MESSAGE = 'Please enter the 3 or 4 digit security code.'
export const NAME_MESSAGE = 'Please enter the name on the card.'
export const TOKEN_MESSAGE = 'Card details are needed to pay in this demo.'

export const digitsOf = (number: string): string => number.replace(/[\s-]/g, '')

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** Why a card cannot be used, or null: checks a real form would make before a provider sees it. */
export function cardProblem(card: CardDetails, nowMs: number): string | null {
  if (card.name.trim() === '') return NAME_MESSAGE
  if (!luhnValid(digitsOf(card.number))) return CARD_NUMBER_MESSAGE
  const m = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry)
  if (!m) return EXPIRY_MESSAGE
  const month = Number(m[1])
  if (month < 1 || month > 12) return EXPIRY_MESSAGE
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2])
  const now = new Date(nowMs)
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
    return EXPIRED_MESSAGE
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return CVC_MESSAGE
  return null
}

/**
 * The demo/mock provider: no network; 4242 4242 4242 4242 authorises, 4000 0000 0000 0002 is declined, other
 * valid cards authorise too. The card itself is never stored.
 */
export function localGateway(clock: ClockPort): ProviderGateway {
  return {
    async open(intent) {
      return { providerRef: `local_${intent.id}`, clientData: { mode: 'local' } }
    },
    async authorise(_intent, confirmation) {
      if (confirmation.kind !== 'card') return { ok: false, message: TOKEN_MESSAGE }
      const problem = cardProblem(confirmation.card, clock.now())
      if (problem) return { ok: false, message: problem }
      if (digitsOf(confirmation.card.number) === TEST_CARD_DECLINED) return { ok: false, message: DECLINED_MESSAGE }
      return { ok: true, providerRef: null }
    },
    async release() {},
    async capture() {},
  }
}

export function createLocalPayments(deps: StoredPaymentsDeps): PaymentPort {
  return storedPayments(deps, localGateway(deps.clock))
}
