import { describe, expect, it } from 'vitest'
import { openDatabase } from '@adapters/store-sqlite/database.ts'
import { parseTillTransactionId, tillTransactionId } from '@adapters/payments-till/till-payments.ts'
import {
  DECLINE_TEXT,
  fakePaymentsEnv,
  PAYMENT_CREDENTIALS,
  TILL_DUPLICATE_TEXT,
  tillSignedHeaders,
} from '../live/support/fake-payments.ts'
import { fakePaymentsSuite } from './support/payments-suite.ts'
import { depositIntent } from './support/deposit-intent.ts'

/**
 * Till refuses a merchantTransactionId it has seen before (the fake does too), so a reservation that tries a
 * second card after a decline or a failed verification needs a new transaction id per attempt, and its status
 * lookups must ask about the current attempt, not the first.
 */
const suite = fakePaymentsSuite()
const input = () => depositIntent('Till', { tenant: 'metro-auto-group', publishableKey: 'till-pub' })
const token = suite.token
const till = suite.till
const preauths = (from: number) =>
  suite.fake.received
    .slice(from)
    .filter((r) => r.path.endsWith('/preauthorize'))
    .map((r) => (r.json as { merchantTransactionId: string }).merchantTransactionId)
const statusPaths = (from: number) =>
  suite.fake.received
    .slice(from)
    .filter((r) => r.path.startsWith('/api/v3/status/'))
    .map((r) => r.path.replace(`/api/v3/status/${PAYMENT_CREDENTIALS.tillApiKey}/`, ''))
/** the shopper passes 3-D Secure on the fake bank page (Till marks the transaction SUCCESS) */
const approveAtBank = async (redirectUrl: string) => {
  const answer = await fetch(`${redirectUrl}/approve`, { redirect: 'manual' })
  expect(answer.status).toBe(302)
}

/** A Till port (over `db` if given), a new reservation on it, and where the fake's log stood before it. */
async function newReservation(db?: Parameters<typeof till>[0]) {
  const payments = till(db)
  const from = suite.fake.received.length
  return { payments, from, intent: await payments.createIntent(input()) }
}

/**
 * Card `n` declined, then card `n + 1` asking for 3-D Secure (coming back to `returnUrl`), which the shopper passes
 * at the bank: answers what the second card's authorise answered.
 */
async function declinedThenVerified(payments: ReturnType<typeof till>, intentId: string, n: number, returnUrl: string) {
  await payments.authorise(intentId, token(`till_tok_declined_${n}`))
  const pending = await payments.authorise(intentId, token(`till_tok_3ds_${n + 1}`), { returnUrl })
  await approveAtBank((pending.nextAction as { url: string }).url)
  return pending
}

describe('Till: one merchantTransactionId per attempt', () => {
  it('the fake gateway refuses a merchantTransactionId it has seen, declined or not (as Till does)', async () => {
    const e = fakePaymentsEnv(suite.fake.url)
    const path = `/api/v3/transaction/${e.TILL_API_KEY}/preauthorize`
    const send = async (body: Record<string, string>) => {
      const text = JSON.stringify(body)
      const headers = {
        authorization: `Basic ${Buffer.from(`${e.TILL_USERNAME}:${e.TILL_PASSWORD}`).toString('base64')}`,
        ...tillSignedHeaders(text, path),
      }
      return (await fetch(`${suite.fake.url}${path}`, { method: 'POST', headers, body: text })).json() as Promise<{
        success: boolean
        errors?: { errorMessage: string }[]
      }>
    }
    const body = {
      merchantTransactionId: 'res_dup-1',
      amount: '750.00',
      currency: 'AUD',
      transactionToken: 'till_tok_declined_1',
    }
    expect((await send(body)).errors?.[0]?.errorMessage).toBe(DECLINE_TEXT.till)
    expect(await send({ ...body, transactionToken: 'till_tok_visa_2' })).toMatchObject({
      success: false,
      errors: [{ errorMessage: TILL_DUPLICATE_TEXT }],
    })
  })

  it('a declined card, then another card: each is its own transaction and the second places the hold', async () => {
    const { payments, from, intent } = await newReservation()
    expect(await payments.authorise(intent.id, token('till_tok_declined_11'))).toMatchObject({
      state: 'card_entry',
      failure: DECLINE_TEXT.till,
    })
    expect(await payments.authorise(intent.id, token('till_tok_visa_12'))).toMatchObject({
      state: 'authorised',
      failure: null,
    })
    expect(preauths(from)).toEqual([`${intent.id}-1`, `${intent.id}-2`])
  })

  it('after a decline, 3-D Secure on the second card: resume asks about the second attempt and reserves', async () => {
    const { payments, from, intent } = await newReservation()
    const pending = await declinedThenVerified(
      payments,
      intent.id,
      21,
      'https://metro.example/cars/x/checkout?intent=1&return=1',
    )
    expect(pending.nextAction?.kind).toBe('redirect')
    expect(await payments.resume(intent.id)).toMatchObject({ state: 'authorised', nextAction: null })
    expect(preauths(from)).toEqual([`${intent.id}-1`, `${intent.id}-2`])
    expect(statusPaths(from)).toEqual([expect.stringMatching(/^getByUuid\/till-fake-\d+$/)])
  })

  it('a failed verification, then a new card: the attempt count survives a restart', async () => {
    const db = openDatabase(':memory:')
    const { payments: first, from, intent } = await newReservation(db)
    await first.authorise(intent.id, token('till_tok_3ds_31'), { returnUrl: 'https://metro.example/back' })
    // the server restarts; the shopper gives up on the bank page and tries another card
    const second = till(db)
    expect(await second.authorise(intent.id, token('till_tok_visa_32'))).toMatchObject({ state: 'authorised' })
    expect(preauths(from)).toEqual([`${intent.id}-1`, `${intent.id}-2`])
  })

  it('reconcile (a notification) asks Till about the current attempt by our id, and ignores one about an earlier attempt', async () => {
    const { payments, from, intent } = await newReservation()
    const pending = await declinedThenVerified(payments, intent.id, 41, 'https://metro.example/back')
    // a late notification about the declined first card changes nothing and asks nobody
    expect(await payments.reconcile(intent.id, `${intent.id}-1`)).toEqual(pending)
    expect(statusPaths(from)).toEqual([])
    // the shopper closed the tab after the bank; Till's notification about the second card finishes it
    expect(await payments.reconcile(intent.id, `${intent.id}-2`)).toMatchObject({
      state: 'authorised',
      nextAction: null,
    })
    expect(statusPaths(from)).toEqual([expect.stringMatching(/^getByUuid\/till-fake-\d+$/)])
    // once settled, further notifications change nothing
    expect(await payments.reconcile(intent.id, `${intent.id}-2`)).toMatchObject({ state: 'authorised' })
    expect(statusPaths(from)).toHaveLength(1)
  })

  it('reconcile with no pending verification asks by merchantTransactionId (the answer to preauthorize was lost)', async () => {
    const payments = till()
    const intent = await payments.createIntent(input())
    // a decline is recorded; then Till says (by notification) the same attempt ended otherwise: Till's status decides
    await payments.authorise(intent.id, token('till_tok_declined_51'))
    const from = suite.fake.received.length
    expect(await payments.reconcile(intent.id, `${intent.id}-1`)).toMatchObject({
      state: 'card_entry',
      failure: DECLINE_TEXT.till,
    })
    expect(statusPaths(from)).toEqual([`getByMerchantTransactionId/${intent.id}-1`])
  })

  it('transaction ids read back to their reservation and attempt; anything else is not ours', () => {
    expect(tillTransactionId({ id: 'res_abc123', attempt: 3 })).toBe('res_abc123-3')
    expect(parseTillTransactionId('res_abc123-3')).toEqual({ intentId: 'res_abc123', attempt: 3 })
    for (const other of ['res_abc123', 'res_abc123-0', 'res_abc-1-void', 'order-7', 'res_a b-1', ''])
      expect(parseTillTransactionId(other)).toBeNull()
  })
})
