import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VERIFICATION_EXPIRED_MESSAGE } from '@domain/payments/pending-verification.ts'
import type { ReturnTo } from '@application/checkout/reservations.ts'
import { emptySweepReport, type SweepReport } from '@application/checkout/pending-sweep.ts'
import type { ServerApp } from '../../web/server/composition/composition.server.ts'
import { reserveKit } from './support/reserve-kit.ts'
import { startLiveServer } from './support/live-server.ts'
import type { Ports } from '../../web/server/composition/ports.server.ts'
import type { Jobs } from '../../web/server/composition/jobs.server.ts'
import type { LiveStack } from '../live/live-stack.ts'
import { PAYMENT_CREDENTIALS } from '../live/support/fake-payments.ts'

/**
 * The pending verification sweep in live mode, against the live stack's loopback providers: a shopper who passed
 * 3-D Secure and closed the tab leaves a Stripe PaymentIntent in `requires_confirmation`, for which Stripe sends no
 * event; a Till callback may be lost. The sweep finishes such reservations as the shopper's page would, once the
 * grace period is over, and ends them past the provider's window.
 */
let stack: LiveStack
/** the whole server as it boots in live mode, with its use cases */
let server: ServerApp
let services: Ports
let jobs: Jobs
const MIN = 60_000

beforeAll(async () => {
  // the background loop is started with the services; an hour apart, so only the sweeps below run in this test
  ;({ stack, server, services, jobs } = await startLiveServer({ PAYMENT_SWEEP_SECONDS: '3600' }, 'pending-sweep-test'))
}, 60_000)
afterAll(async () => {
  await jobs.pendingSweep?.stop()
  await stack.close()
})

const kit = reserveKit(() => ({ server, services, stack }), 700)
const { site, startReservation, confirmReservation, resumeReservation, freshCar, reservedAtStock, tok } = kit
/** an address nothing listens on: Till's callback to it is lost */
const nowhere: ReturnTo = { origin: 'http://127.0.0.1:9', variant: 'checkout' }
const stored = (provider: 'Stripe' | 'Till', id: string) => services.vehicle.payments.forProvider(provider)!.get(id)

/** one sweep at `nowMs`, with what it logged */
async function sweep(nowMs: number): Promise<{ report: SweepReport; lines: string[] }> {
  const lines: string[] = []
  const report = await server.vehicles.sweepPending!({
    nowMs,
    log: { info: (l) => lines.push(l), warn: (l) => lines.push(l) },
  })
  return { report, lines }
}
const none = emptySweepReport()

/** A Stripe reservation whose card asked for 3-D Secure; `passed`: the shopper passed the challenge at Stripe (and closed the tab). */
async function stripePending(passed: boolean): Promise<{ car: { id: string; slug: string }; id: string; pi: string }> {
  const {
    car,
    intent,
    answer: pending,
    from,
  } = await kit.reserveAndConfirm('demo-motors', 'pm_fake', '3ds', {
    origin: 'http://demo-motors.localhost',
    variant: 'checkout',
  })
  expect(pending.intent).toMatchObject({ state: 'card_entry', nextAction: { kind: 'card_action' } })
  const pi = kit.paymentIntentSince(from)
  if (passed) {
    const answer = await fetch(
      `${stack.payments.url}/__stripe/3ds/${pi}?client_secret=${encodeURIComponent(intent.clientData.clientSecret!)}`,
      { method: 'POST' },
    )
    expect(answer.status).toBe(200)
  }
  return { car, id: intent.id, pi }
}
const stripeStatus = async (pi: string): Promise<string> =>
  (
    (await (
      await fetch(`${stack.payments.url}/v1/payment_intents/${pi}`, {
        headers: { authorization: `Bearer ${PAYMENT_CREDENTIALS.stripeSecretKey}` },
      })
    ).json()) as { status: string }
  ).status

describe('pending verification sweep (live mode)', () => {
  it('starts with the services in live mode', () => {
    expect(jobs.pendingSweep).not.toBeNull()
    expect(jobs.pendingSweep?.stopped).toBe(false)
  })

  it('Stripe: a challenge passed but never resumed is left to the shopper for 2 minutes, then reserved; a second sweep changes nothing', async () => {
    const { car, id, pi } = await stripePending(true)
    const asked = Date.now()
    const before = stack.payments.received.length
    expect(await sweep(asked + 1 * MIN)).toEqual({ report: none, lines: [] })
    expect(stack.payments.received.length).toBe(before) // Stripe was not asked: the shopper's page may still be open
    expect(await stored('Stripe', id)).toMatchObject({ state: 'card_entry', nextAction: { kind: 'card_action' } })

    const { report, lines } = await sweep(asked + 3 * MIN)
    expect(report).toEqual({ ...none, considered: 1, reserved: 1 })
    expect(lines).toEqual([
      `[payments] pending verification sweep: ${id} (Stripe, demo-motors, car ${car.id}) reserved`,
    ])
    expect(await stored('Stripe', id)).toMatchObject({ state: 'reserved', nextAction: null, hold: 'held' })
    expect(await reservedAtStock('demo-motors', car.id)).toBe(true)
    const asks = stack.payments.received.slice(before).map((r) => `${r.method} ${r.path}`)
    expect(asks).toEqual([`GET /v1/payment_intents/${pi}`, `POST /v1/payment_intents/${pi}/confirm`])
    expect(await stripeStatus(pi)).toBe('requires_capture')

    // idempotent: the next sweep finds nothing, and the shopper coming back sees the reservation
    const after = stack.payments.received.length
    expect((await sweep(asked + 4 * MIN)).report).toEqual(none)
    expect(stack.payments.received.length).toBe(after)
    expect(await resumeReservation(site('demo-motors'), id)).toMatchObject({ ok: true, intent: { state: 'reserved' } })
  })

  it('Stripe: a challenge the shopper has not passed stays pending, and the shopper can still finish it', async () => {
    const { car, id, pi } = await stripePending(false)
    const { report, lines } = await sweep(Date.now() + 10 * MIN)
    expect(report).toEqual({ ...none, considered: 1, waiting: 1 })
    expect(lines).toEqual([])
    expect(await stored('Stripe', id)).toMatchObject({
      state: 'card_entry',
      nextAction: { kind: 'card_action' },
      failure: null,
    })
    expect(await reservedAtStock('demo-motors', car.id)).toBe(false)
    expect(await stripeStatus(pi)).toBe('requires_action')
    // the shopper passes it later and the page resumes
    await fetch(
      `${stack.payments.url}/__stripe/3ds/${pi}?client_secret=${encodeURIComponent((await stored('Stripe', id))!.clientData.clientSecret!)}`,
      { method: 'POST' },
    )
    expect(await resumeReservation(site('demo-motors'), id)).toMatchObject({ ok: true, intent: { state: 'reserved' } })
  })

  it('Stripe: a provider error leaves the reservation pending for the next sweep, which reserves it', async () => {
    const { car, id } = await stripePending(true)
    // Stripe answers 503 to the read and both retries
    const unavailable = { status: 503, json: { error: { type: 'api_error', message: 'Service unavailable' } } }
    stack.payments.script(unavailable, unavailable, unavailable)
    const first = await sweep(Date.now() + 3 * MIN)
    expect(first.report).toEqual({ ...none, considered: 1, errors: 1 })
    expect(first.lines).toHaveLength(1)
    expect(first.lines[0]).toMatch(
      new RegExp(
        `^\\[payments\\] pending verification sweep: Stripe could not be asked about ${id} \\(Stripe, demo-motors, car ${car.id}\\): .*503.*; trying again next sweep$`,
      ),
    )
    expect(await stored('Stripe', id)).toMatchObject({ state: 'card_entry', nextAction: { kind: 'card_action' } })
    expect(await reservedAtStock('demo-motors', car.id)).toBe(false)

    const second = await sweep(Date.now() + 4 * MIN)
    expect(second.report).toEqual({ ...none, considered: 1, reserved: 1 })
    expect(await stored('Stripe', id)).toMatchObject({ state: 'reserved' })
    expect(await reservedAtStock('demo-motors', car.id)).toBe(true)
  }, 30_000)

  it('past the 24-hour window the reservation ends with a clear reason, the PaymentIntent is cancelled and the car stays available', async () => {
    const passed = await stripePending(true)
    const waiting = await stripePending(false)
    const before = stack.payments.received.length
    const { report, lines } = await sweep(Date.now() + 25 * 60 * MIN)
    expect(report).toEqual({ ...none, considered: 2, expired: 2 })
    // Stripe is only told to cancel: nothing is confirmed after the window
    expect(
      stack.payments.received
        .slice(before)
        .map((r) => `${r.method} ${r.path}`)
        .sort(),
    ).toEqual([`POST /v1/payment_intents/${passed.pi}/cancel`, `POST /v1/payment_intents/${waiting.pi}/cancel`].sort())
    for (const { car, id, pi } of [passed, waiting]) {
      expect(lines).toContain(
        `[payments] pending verification sweep: ${id} (Stripe, demo-motors, car ${car.id}) expired; any hold released`,
      )
      expect(await stored('Stripe', id)).toMatchObject({
        state: 'failed',
        failure: VERIFICATION_EXPIRED_MESSAGE,
        nextAction: null,
        hold: null,
      })
      expect(await stripeStatus(pi)).toBe('canceled')
      expect(await reservedAtStock('demo-motors', car.id)).toBe(false)
    }
    // the shopper coming back is told why; the next sweep finds nothing
    expect(await resumeReservation(site('demo-motors'), passed.id)).toMatchObject({
      ok: false,
      message: VERIFICATION_EXPIRED_MESSAGE,
    })
    expect((await sweep(Date.now() + 26 * 60 * MIN)).report).toEqual(none)
  })

  it('Till: an approval whose callback was lost is reserved by the sweep after the grace period', async () => {
    const car = await freshCar('metro-auto-group')
    const intent = (await startReservation(site('metro-auto-group'), car.slug)).intent!
    const pending = await confirmReservation(site('metro-auto-group'), intent.id, tok('till_tok', '3ds'), nowhere)
    expect(pending.intent).toMatchObject({ state: 'card_entry', nextAction: { kind: 'redirect' } })
    // the bank approves; Till's callback cannot reach this server and the shopper never returns
    expect(
      (await fetch(`${(pending.intent!.nextAction as { url: string }).url}/approve`, { redirect: 'manual' })).status,
    ).toBe(302)
    expect((await sweep(Date.now())).report).toEqual(none)
    expect((await sweep(Date.now() + 3 * MIN)).report).toEqual({ ...none, considered: 1, reserved: 1 })
    expect(await stored('Till', intent.id)).toMatchObject({ state: 'reserved' })
    expect(await reservedAtStock('metro-auto-group', car.id)).toBe(true)
  })

  it('a car reserved by someone else meanwhile: the hold is released, the reservation ends', async () => {
    const { car, id, pi } = await stripePending(true)
    // someone else reserves the car through the stock source while this shopper is away
    expect(await services.inventory.markReserved(site('demo-motors'), car.id)).toBe(true)
    const { report } = await sweep(Date.now() + 3 * MIN)
    expect(report).toEqual({ ...none, considered: 1, ended: 1 })
    expect(await stored('Stripe', id)).toMatchObject({ state: 'failed', hold: null })
    expect(await stripeStatus(pi)).toBe('canceled')
  })
})
