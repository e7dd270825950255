import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { openDatabase } from '@adapters/store-sqlite/database.ts'
import type { NextAction } from '@domain/ports/payments.port.ts'
import { createIntentStore } from './intent-store.ts'
import { createStoredPaymentPort, type AuthoriseOutcome, type ProviderGateway } from './stored-payment-port.ts'

const clock = { now: () => 1 }
const input = { provider: 'Till' as const, tenant: 't', carId: 'c', amountCents: 50_000, currency: 'aud', publishableKey: 'k', description: 'd' }
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
  return { open: async () => ({ providerRef: null, clientData: {} }), authorise: next, resume: next, release: async () => {} }
}

describe('stored payment port: 3-D Secure moves', () => {
  it('whatever the provider answers, in whatever order: authorised only on a hold, and then for good; an action is pending only until the next answer', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom('authorise', 'resume'), outcome), { maxLength: 12 }), async (steps) => {
        const script = steps.map(([, o]) => o)
        const payments = createStoredPaymentPort({ store: createIntentStore(openDatabase(':memory:')), gateway: scripted(script), clock, newId: () => 'res_1' })
        let intent = await payments.createIntent(input)
        let held = false
        let pending: NextAction | null = null
        for (const [call, answer] of steps) {
          const before = intent
          intent = call === 'authorise' ? await payments.authorise(intent.id, { kind: 'token', token: 'tok' }) : await payments.resume(intent.id)
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
      }),
    )
  })

  it('cancelling while a verification is pending releases at the provider and clears it', async () => {
    const released: string[] = []
    const gateway: ProviderGateway = { ...scripted([{ ok: 'action', action: redirect, providerRef: 'tx-1' }]), release: async (i) => void released.push(i.providerRef ?? '') }
    const payments = createStoredPaymentPort({ store: createIntentStore(openDatabase(':memory:')), gateway, clock, newId: () => 'res_2' })
    const intent = await payments.createIntent(input)
    await payments.authorise(intent.id, { kind: 'token', token: 'tok' })
    expect(await payments.cancel(intent.id, 'taken')).toMatchObject({ state: 'failed', failure: 'taken', nextAction: null })
    expect(released).toEqual(['tx-1'])
  })
})
