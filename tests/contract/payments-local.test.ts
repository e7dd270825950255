import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { openDatabase } from '@adapters/store-sqlite/database.ts'
import {
  createLocalPayments,
  cardProblem,
  luhnValid,
  DECLINED_MESSAGE,
  EXPIRED_MESSAGE,
  CARD_NUMBER_MESSAGE,
  TEST_CARD_APPROVED,
  TEST_CARD_DECLINED,
} from '@adapters/payments-local/local-payments.ts'
import { createIntentStore } from '@adapters/payments-local/intent-store.ts'

const clock = { now: () => Date.UTC(2026, 5, 15) }
const card = (number: string, expiry = '12/30') => ({
  kind: 'card' as const,
  card: { number, expiry, cvc: '123', name: 'Sam Shopper' },
})
const input = {
  provider: 'Stripe' as const,
  tenant: 'demo-motors',
  carId: '1001-9',
  amountCents: 50_000,
  currency: 'aud',
  publishableKey: null,
  description: 'd',
}

describe('local payments (demo/mock)', () => {
  it('walks deposit → card entry → authorised → reserved; the decline card is refused, then 4242 succeeds', async () => {
    const db = openDatabase(':memory:')
    const payments = createLocalPayments({ db, clock })
    const intent = await payments.createIntent(input)
    expect(intent.state).toBe('card_entry')
    expect(await payments.authorise(intent.id, card('4000 0000 0000 0002'))).toMatchObject({
      state: 'card_entry',
      failure: DECLINED_MESSAGE,
    })
    expect(await payments.authorise(intent.id, card('4242 4242 4242 4242'))).toMatchObject({
      state: 'authorised',
      failure: null,
    })
    expect((await payments.markReserved(intent.id)).state).toBe('reserved')
    // persisted: a new port over the same database sees it
    expect((await createLocalPayments({ db, clock }).get(intent.id))?.state).toBe('reserved')
    expect(await createIntentStore(db).forCar('demo-motors', '1001-9')).toHaveLength(1)
  })

  it('an intent authorises once and only an authorised intent becomes reserved', async () => {
    const payments = createLocalPayments({ db: openDatabase(':memory:'), clock })
    const intent = await payments.createIntent(input)
    await expect(payments.markReserved(intent.id)).rejects.toThrow()
    await payments.authorise(intent.id, card(TEST_CARD_APPROVED))
    expect((await payments.authorise(intent.id, card(TEST_CARD_DECLINED))).state).toBe('authorised')
    expect((await payments.cancel(intent.id, 'Sorry, taken')).failure).toBe('Sorry, taken')
  })

  it('refuses a non-positive or fractional deposit', async () => {
    const payments = createLocalPayments({ db: openDatabase(':memory:'), clock })
    await expect(payments.createIntent({ ...input, amountCents: 0 })).rejects.toThrow()
    await expect(payments.createIntent({ ...input, amountCents: 10.5 })).rejects.toThrow()
  })

  it('checks cards as a real form would', () => {
    expect(cardProblem(card('4242424242424241').card, clock.now())).toBe(CARD_NUMBER_MESSAGE)
    expect(cardProblem(card(TEST_CARD_APPROVED, '05/26').card, clock.now())).toBe(EXPIRED_MESSAGE)
    expect(cardProblem(card(TEST_CARD_APPROVED, '06/26').card, clock.now())).toBeNull()
  })

  it('Luhn: changing one digit of a valid number always breaks it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (at, bump) => {
        const digits = TEST_CARD_APPROVED.split('').map(Number)
        digits[at] = (digits[at]! + bump) % 10
        expect(luhnValid(digits.join(''))).toBe(false)
      }),
    )
  })
})
