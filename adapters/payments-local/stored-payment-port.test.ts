import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { openDatabase } from '@adapters/store-sqlite/database.ts'
import type { NextAction } from '@domain/ports/payments.port.ts'
import { createIntentStore } from './intent-store.ts'
import { createStoredPaymentPort, type AuthoriseOutcome, type ProviderGateway } from './stored-payment-port.ts'

const clock = { now: () => 1 }
const input = {
  provider: 'Till' as const,
  tenant: 't',
  carId: 'c',
  amountCents: 50_000,
  currency: 'aud',
  publishableKey: 'k',
  description: 'd',
}
const redirect: NextAction = { kind: 'redirect', url: 'https://bank.example/3ds' }

const outcome: fc.Arbitrary<AuthoriseOutcome | 'throw'> = fc.oneof(
  fc.constant<AuthoriseOutcome>({ ok: true, providerRef: 'held' }),
  fc.constant<AuthoriseOutcome>({ ok: false, message: 'declined' }),
  fc.constant<AuthoriseOutcome>({ ok: 'action', action: redirect, providerRef: 'tx' }),
  fc.constant<AuthoriseOutcome>({ ok: 'waiting', message: 'not yet' }),
  fc.constant<'throw'>('throw'),
)

/** A gateway that answers each authorise or resume with the next scripted outcome. */
function scripted(script: (AuthoriseOutcome | 'throw')[]): ProviderGateway {
  const next = async (): Promise<AuthoriseOutcome> => {
    const o = script.shift() ?? { ok: false, message: 'declined' }
    if (o === 'throw') throw new Error('provider down')
    return o
  }
  return {
    open: async () => ({ providerRef: null, clientData: {} }),
    authorise: next,
    resume: next,
    release: async () => {},
  }
}

/** The port over `gateway` with a store of its own in memory, its reservation numbered `id`. */
const freshPort = (gateway: ProviderGateway, id: string) =>
  createStoredPaymentPort({ store: createIntentStore(openDatabase(':memory:')), gateway, clock, newId: () => id })

describe('stored payment port: 3-D Secure moves', () => {
  it('whatever the provider answers, in whatever order: authorised only on a hold, and then for good; an action is pending only until the next answer', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom('authorise', 'resume'), outcome), { maxLength: 12 }),
        async (steps) => {
          const script = steps.map(([, o]) => o)
          const payments = freshPort(scripted(script), 'res_1')
          let intent = await payments.createIntent(input)
          let held = false
          let pending: NextAction | null = null
          for (const [call, answer] of steps) {
            const before = intent
            intent =
              call === 'authorise'
                ? await payments.authorise(intent.id, { kind: 'token', token: 'tok' })
                : await payments.resume(intent.id)
            const asked = before.state === 'card_entry' && (call === 'authorise' || before.nextAction !== null)
            if (!asked) {
              // nothing to do: the provider is not asked and the intent does not move
              script.shift() // this step's answer is never heard
              expect(intent).toEqual(before)
              continue
            }
            if (answer !== 'throw' && answer.ok === true) held = true
            if (!held) {
              if (answer !== 'throw' && answer.ok === 'action') pending = answer.action
              else if (call === 'resume' && (answer === 'throw' || answer.ok === 'waiting')) pending = before.nextAction
              else pending = null
            }
            expect(intent.state).toBe(held ? 'authorised' : 'card_entry')
            expect(intent.nextAction).toEqual(held ? null : pending)
          }
        },
      ),
    )
  })

  it('cancelling while a verification is pending releases at the provider and clears it', async () => {
    const released: string[] = []
    const gateway: ProviderGateway = {
      ...scripted([{ ok: 'action', action: redirect, providerRef: 'tx-1' }]),
      release: async (i) => void released.push(i.providerRef ?? ''),
    }
    const payments = freshPort(gateway, 'res_2')
    const intent = await payments.createIntent(input)
    await payments.authorise(intent.id, { kind: 'token', token: 'tok' })
    expect(await payments.cancel(intent.id, 'taken')).toMatchObject({
      state: 'failed',
      failure: 'taken',
      nextAction: null,
    })
    expect(released).toEqual(['tx-1'])
  })
})

describe('stored payment port: attempts and notifications', () => {
  /** a gateway naming each attempt `{id}-{attempt}`, answering resume from a script */
  const attempts = (script: (AuthoriseOutcome | 'throw')[], seen: number[] = []): ProviderGateway => ({
    ...scripted(script),
    authorise: async (intent) => {
      seen.push(intent.attempt)
      return { ok: false, message: 'declined' }
    },
    attemptRef: (intent) => `${intent.id}-${intent.attempt}`,
  })

  it('each authorisation is a new attempt, counted before the provider hears of it', async () => {
    const seen: number[] = []
    const store = createIntentStore(openDatabase(':memory:'))
    const payments = createStoredPaymentPort({ store, gateway: attempts([], seen), clock, newId: () => 'res_3' })
    const intent = await payments.createIntent(input)
    expect((await store.get(intent.id))?.attempt).toBe(0)
    for (let i = 0; i < 3; i += 1) await payments.authorise(intent.id, { kind: 'token', token: `t${i}` })
    expect(seen).toEqual([1, 2, 3])
    expect((await store.get(intent.id))?.attempt).toBe(3)
  })

  it('reconcile: only the current attempt of an intent in card entry is asked about; waiting or an unreachable provider change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(outcome, fc.constant<AuthoriseOutcome>({ ok: 'gone', message: 'cancelled' })),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        async (answer, tries, stale) => {
          const script: (AuthoriseOutcome | 'throw')[] = [answer]
          const payments = freshPort(attempts(script), 'res_4')
          const intent = await payments.createIntent(input)
          for (let i = 0; i < tries; i += 1) await payments.authorise(intent.id, { kind: 'token', token: 'tok' })
          const before = await payments.get(intent.id)
          const reference = stale ? `res_4-${tries + 1}` : `res_4-${tries}`
          const after = await payments.reconcile(intent.id, reference)
          const asked = tries > 0 && !stale
          expect(script.length).toBe(asked ? 0 : 1)
          if (!asked || answer === 'throw' || answer.ok === 'waiting') expect(after).toEqual(before)
          else if (answer.ok === true)
            expect(after).toMatchObject({ state: 'authorised', nextAction: null, failure: null })
          else if (answer.ok === 'action')
            expect(after).toMatchObject({ state: 'card_entry', nextAction: answer.action })
          else if (answer.ok === 'gone')
            expect(after).toMatchObject({ state: 'failed', nextAction: null, failure: answer.message })
          else expect(after).toMatchObject({ state: 'card_entry', nextAction: null, failure: answer.message })
        },
      ),
    )
  })
})

describe("stored payment port: the pending verification sweep's clock", () => {
  it('starts when a card asks for verification, keeps running while the provider waits, restarts for another card, stops with the action', async () => {
    let t = 1_000
    const ticking = { now: () => t }
    const store = createIntentStore(openDatabase(':memory:'))
    const action: AuthoriseOutcome = { ok: 'action', action: redirect, providerRef: 'tx' }
    const gateway = scripted([
      action,
      { ok: 'waiting', message: 'not yet' },
      'throw',
      action,
      { ok: true, providerRef: 'held' },
    ])
    const payments = createStoredPaymentPort({ store, gateway, clock: ticking, newId: () => 'res_5' })
    const intent = await payments.createIntent(input)
    t = 2_000
    await payments.authorise(intent.id, { kind: 'token', token: 'a' })
    expect((await store.get(intent.id))?.actionAt).toBe(2_000)
    t = 3_000
    await payments.resume(intent.id) // waiting
    t = 4_000
    await payments.resume(intent.id) // provider unreachable
    expect(await store.get(intent.id)).toMatchObject({ nextAction: redirect, actionAt: 2_000 })
    t = 5_000
    await payments.authorise(intent.id, { kind: 'token', token: 'b' })
    expect((await store.get(intent.id))?.actionAt).toBe(5_000)
    t = 6_000
    await payments.resume(intent.id)
    expect(await store.get(intent.id)).toMatchObject({ state: 'authorised', nextAction: null, actionAt: null })
  })

  it('reconcile tells the caller when the provider could not be asked, and nothing else', async () => {
    const errors: unknown[] = []
    const payments = freshPort(
      scripted([{ ok: 'action', action: redirect, providerRef: 'tx' }, 'throw', { ok: 'waiting', message: 'not yet' }]),
      'res_6',
    )
    const intent = await payments.createIntent(input)
    await payments.authorise(intent.id, { kind: 'token', token: 'a' })
    await payments.reconcile(intent.id, null, { onProviderError: (e) => errors.push(e) })
    expect(errors.map(String)).toEqual(['Error: provider down'])
    await payments.reconcile(intent.id, null, { onProviderError: (e) => errors.push(e) })
    expect(errors).toHaveLength(1)
  })
})
