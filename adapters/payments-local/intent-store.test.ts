import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { openDatabase } from '@adapters/store-sqlite/database.ts'
import type { NextAction } from '@domain/ports/payments.port.ts'
import type { StoredIntent } from '@domain/ports/intent-store.port.ts'
import { createIntentStore } from './intent-store.ts'

const cardAction: NextAction = { kind: 'card_action' }
const intent = (id: string, over: Partial<StoredIntent> = {}): StoredIntent => ({
  id,
  provider: 'Stripe',
  tenant: 't',
  carId: 'c',
  amountCents: 75_000,
  currency: 'aud',
  state: 'card_entry',
  failure: null,
  clientData: {},
  nextAction: null,
  providerRef: `pi_${id}`,
  attempt: 1,
  dealerAction: null,
  createdAt: 0,
  updatedAt: 0,
  ...over,
})

describe('intent store: pending verifications for the sweep', () => {
  it('records when a verification was asked for, keeps it while it stays pending, clears it with the action', async () => {
    const store = createIntentStore(openDatabase(':memory:'))
    await store.insert(intent('res_a'))
    expect((await store.get('res_a'))?.actionAt).toBeNull()
    expect((await store.update('res_a', { state: 'card_entry', nextAction: cardAction }, 1_000)).actionAt).toBe(1_000)
    // still pending (the shopper asked, the bank has not finished): the clock keeps running from the first ask
    expect(
      (await store.update('res_a', { state: 'card_entry', failure: 'not yet', nextAction: cardAction }, 5_000))
        .actionAt,
    ).toBe(1_000)
    expect((await store.update('res_a', { state: 'card_entry', attempt: 2 }, 6_000)).actionAt).toBe(1_000)
    // asked afresh (another card): from now
    expect(
      (await store.update('res_a', { state: 'card_entry', nextAction: cardAction, actionAt: 7_000 }, 7_000)).actionAt,
    ).toBe(7_000)
    expect((await store.update('res_a', { state: 'authorised', nextAction: null }, 8_000)).actionAt).toBeNull()
  })

  it('lists intents in card entry whose verification was asked for at or before the bound, the longest waiting first', async () => {
    const store = createIntentStore(openDatabase(':memory:'))
    await store.insert(intent('res_new', { nextAction: cardAction, actionAt: 500 }))
    await store.insert(intent('res_old', { nextAction: cardAction, actionAt: 100 }))
    await store.insert(intent('res_bound', { nextAction: cardAction, actionAt: 300 }))
    await store.insert(intent('res_none'))
    await store.insert(intent('res_failed', { state: 'failed', nextAction: cardAction, actionAt: 50 }))
    expect((await store.pendingActions(300)).map((i) => i.id)).toEqual(['res_old', 'res_bound'])
    expect(await store.pendingActions(99)).toEqual([])
    expect((await store.pendingActions(10_000)).map((i) => i.id)).toEqual(['res_old', 'res_bound', 'res_new'])
    await store.update('res_old', { state: 'authorised', nextAction: null }, 600)
    expect((await store.pendingActions(10_000)).map((i) => i.id)).toEqual(['res_bound', 'res_new'])
  })

  it('property: pendingActions(bound) is exactly the card-entry intents with an action asked for at or before bound', async () => {
    const row = fc.record({
      state: fc.constantFrom('card_entry' as const, 'authorised' as const, 'failed' as const, 'reserved' as const),
      pending: fc.boolean(),
      at: fc.nat(1_000),
    })
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 12 }), fc.nat(1_000), async (rows, bound) => {
        const store = createIntentStore(openDatabase(':memory:'))
        for (const [i, r] of rows.entries())
          await store.insert(
            intent(`res_${i}`, {
              state: r.state,
              nextAction: r.pending ? cardAction : null,
              actionAt: r.at,
              updatedAt: r.at,
            }),
          )
        const expected = rows
          .map((r, i) => ({ ...r, id: `res_${i}` }))
          .filter((r) => r.state === 'card_entry' && r.pending && r.at <= bound)
          .sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1))
          .map((r) => r.id)
        expect((await store.pendingActions(bound)).map((i) => i.id)).toEqual(expected)
      }),
    )
  })

  it('a database from before the sweep gains the column: a verification pending in it counts from its last change', async () => {
    const db = openDatabase(':memory:')
    db.exec(`CREATE TABLE payment_intents (
      id TEXT PRIMARY KEY, provider TEXT NOT NULL, tenant TEXT NOT NULL, car_id TEXT NOT NULL,
      amount_cents INTEGER NOT NULL, currency TEXT NOT NULL, state TEXT NOT NULL, failure TEXT,
      client_data TEXT NOT NULL, provider_ref TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL,
      next_action TEXT, attempt INTEGER NOT NULL DEFAULT 0, dealer_action TEXT)`)
    db.prepare(
      `INSERT INTO payment_intents VALUES ('res_pending', 'Stripe', 't', 'c', 50000, 'aud', 'card_entry', NULL, '{}', 'pi_1', 1, 40, '{"kind":"card_action"}', 1, NULL)`,
    ).run()
    db.prepare(
      `INSERT INTO payment_intents VALUES ('res_done', 'Stripe', 't', 'c', 50000, 'aud', 'reserved', NULL, '{}', 'pi_2', 1, 30, NULL, 1, NULL)`,
    ).run()
    const store = createIntentStore(db)
    expect(await store.get('res_pending')).toMatchObject({ nextAction: cardAction, actionAt: 40 })
    expect((await store.get('res_done'))?.actionAt).toBeNull()
    expect((await store.pendingActions(40)).map((i) => i.id)).toEqual(['res_pending'])
    // opening it again changes nothing
    expect((await createIntentStore(db).get('res_pending'))?.actionAt).toBe(40)
    const plan = db
      .prepare(
        "EXPLAIN QUERY PLAN SELECT * FROM payment_intents WHERE next_action IS NOT NULL AND action_at <= 1 AND state = 'card_entry' ORDER BY action_at, id",
      )
      .all() as { detail: string }[]
    expect(plan.map((p) => p.detail).join(' ')).toContain('payment_intents_pending_action')
  })
})
