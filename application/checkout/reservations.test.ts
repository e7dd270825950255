import { describe, expect, it } from 'vitest'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { depositAmountCents, isReservable } from '@domain/pricing/reservable.ts'
import { demoCheckout } from './testing/demo-checkout.ts'
import { unlimited } from '@domain/ports/rate-limiter.port.ts'
import { clientsToEmpty } from '../kernel/shared-limit.ts'
import { createMemoryRateLimiter } from '@adapters/store-memory/memory-rate-limiter.ts'
import { BUYER } from '@domain/payments/reservation-buyer.fixture.ts'
import {
  CAR_BUSY_MESSAGE,
  CARD_NEEDED_MESSAGE,
  CARDS_PER_RESERVATION,
  createReservations,
  returnUrlOf,
  STARTS_PER_CAR,
  STARTS_PER_CLIENT,
  TAKEN_MESSAGE,
  TOO_MANY_CARDS_MESSAGE,
  TOO_MANY_STARTS_MESSAGE,
  UNKNOWN_RESERVATION,
  type ReservationsDeps,
} from './reservations.ts'
import { onePaymentPort } from './testing/one-payment-port.ts'

const card = (number: string) => ({ kind: 'card' as const, card: { number, expiry: '12/39', cvc: '123', name: 'Sam' } })

// the demo wiring: generated stock and the local payments adapter, in one in-memory database
const { inventory, payments: localPayments, clock, siteOf } = demoCheckout(() => Date.now())
const reservationsWith = (limits: ReservationsDeps['limits']) =>
  createReservations({
    inventory,
    payments: onePaymentPort(localPayments),
    warn: () => {},
    limits,
    clock,
    sendLead: async () => null,
  })
const reservations = reservationsWith({
  startsPerClient: unlimited,
  startsPerCar: { share: unlimited, overall: unlimited },
  cardsPerReservation: unlimited,
})
const { load: loadCheckout, confirm: confirmReservation, resume: resumeReservation } = reservations
const startReservation = (site: SiteConfig, slug: string) => reservations.start(site, slug, 'shopper', BUYER)
const site = siteOf('demo-motors')

const reservableCars = async () => (await inventory.listed(site)).filter((c) => isReservable(c, site))

describe('reserve online on the server', () => {
  it("the deposit is always the server's figure for the car", async () => {
    const [car] = await reservableCars()
    const answer = await startReservation(site, car!.slug)
    expect(answer.ok).toBe(true)
    expect(answer.intent?.amountCents).toBe(depositAmountCents(car!, site))
    const stored = await localPayments.get(answer.intent!.id)
    expect(stored?.amountCents).toBe(depositAmountCents(car!, site))
  })

  it('reserves once; a second reservation of the same car is refused, and a racing one releases its hold', async () => {
    const cars = await reservableCars()
    const car = cars[1]!
    const first = await startReservation(site, car.slug)
    const racing = await startReservation(site, car.slug)
    expect((await confirmReservation(site, first.intent!.id, card('4242424242424242'))).ok).toBe(true)
    expect((await inventory.carById(site, car.id))?.reserved).toBe(true)
    const late = await confirmReservation(site, racing.intent!.id, card('4242424242424242'))
    expect(late).toMatchObject({ ok: false, message: TAKEN_MESSAGE })
    expect(late.intent?.state).toBe('failed')
    expect(await startReservation(site, car.slug)).toMatchObject({
      ok: false,
      message: 'This vehicle has already been reserved.',
    })
    const page = await loadCheckout(site, car.slug, 'checkout')
    expect(page.kind === 'ok' && page.view.blockers).toEqual(['This vehicle has already been reserved.'])
  })

  it("another tenant cannot complete this tenant's reservation; buy-online is only where configured", async () => {
    const car = (await reservableCars())[2]!
    const intent = (await startReservation(site, car.slug)).intent!
    const other = siteOf('subscribe-cars')
    expect(await confirmReservation(other, intent.id, card('4242424242424242'))).toMatchObject({
      ok: false,
      intent: null,
    })
    expect((await loadCheckout(site, car.slug, 'buy-online')).kind).toBe('not_found')
    expect((await loadCheckout(site, 'no such slug', 'checkout')).kind).toBe('not_found')
  })
})

describe('after 3-D Secure: resuming a reservation', () => {
  it("the return address is this site's checkout page for the car, naming the reservation", () => {
    expect(
      returnUrlOf({ origin: 'https://metro.example', variant: 'checkout' }, '2020-toyota-corolla-1010-4', 'res_ab12'),
    ).toBe('https://metro.example/cars/2020-toyota-corolla-1010-4/checkout?intent=res_ab12&return=1')
    expect(returnUrlOf({ origin: 'http://metro.localhost:3000', variant: 'buy-online' }, 'a b', 'res_1')).toBe(
      'http://metro.localhost:3000/cars/a%20b/buy-online?intent=res_1&return=1',
    )
  })

  it("nothing pending: the shopper is asked for a card; an unknown or another tenant's reservation is not found", async () => {
    const car = (await reservableCars())[3]!
    const intent = (await startReservation(site, car.slug)).intent!
    expect(await resumeReservation(site, intent.id)).toMatchObject({
      ok: false,
      message: CARD_NEEDED_MESSAGE,
      intent: { state: 'card_entry' },
    })
    expect(await resumeReservation(site, 'res_nope')).toEqual({ ok: false, message: UNKNOWN_RESERVATION, intent: null })
    const other = siteOf('subscribe-cars')
    expect(await resumeReservation(other, intent.id)).toMatchObject({ ok: false, intent: null })
  })

  it('a hold placed while the car was taken by someone else is released, never reserved', async () => {
    const car = (await reservableCars())[4]!
    const verifying = (await startReservation(site, car.slug)).intent!
    const other = (await startReservation(site, car.slug)).intent!
    // the provider placed the first hold (as after a verification), then another shopper reserved the car
    await localPayments.authorise(verifying.id, card('4242424242424242'))
    expect((await confirmReservation(site, other.id, card('4242424242424242'))).ok).toBe(true)
    const late = await resumeReservation(site, verifying.id)
    expect(late).toMatchObject({ ok: false, message: TAKEN_MESSAGE, intent: { state: 'failed' } })
    // a reload of the winner's return address still shows its reservation
    expect(await resumeReservation(site, other.id)).toMatchObject({ ok: true, intent: { state: 'reserved' } })
  })
})

describe("reload after reserving: the shopper's own reservation", () => {
  it('a reserved intent of this car, named by the return address or the cookie, opens the page on it; nothing else does', async () => {
    const [car, otherCar] = (await reservableCars()).slice(5, 7)
    const mine = (await startReservation(site, car!.slug)).intent!
    const unfinished = (await startReservation(site, otherCar!.slug)).intent!
    expect((await confirmReservation(site, mine.id, card('4242424242424242'))).ok).toBe(true)
    const view = async (hints: Parameters<typeof loadCheckout>[3], slug = car!.slug) => {
      const answer = await loadCheckout(site, slug, 'checkout', hints)
      return answer.kind === 'ok' ? answer.view : null
    }
    const expected = { id: mine.id, amountCents: depositAmountCents(car!, site) }
    expect(await view({ intentId: mine.id })).toMatchObject({
      reservation: expected,
      blockers: [],
      depositCents: expected.amountCents,
    })
    expect((await view({ cookie: (carId) => (carId === car!.id ? mine.id : null) }))?.reservation).toEqual(expected)
    // the car is still reserved for everyone else
    expect((await view({}))?.reservation).toBeNull()
    expect((await view({}))?.blockers).toEqual(['This vehicle has already been reserved.'])
    // an unfinished intent, another car's, another tenant's, or junk: nothing
    expect((await view({ intentId: unfinished.id }))?.reservation).toBeNull()
    expect((await view({ intentId: mine.id }, otherCar!.slug))?.reservation).toBeNull()
    expect((await view({ intentId: 'res_nope', cookie: () => '../etc' }))?.reservation).toBeNull()
    const other = siteOf('subscribe-cars')
    const foreign = await loadCheckout(other, car!.slug, 'checkout', { intentId: mine.id })
    expect(foreign.kind === 'ok' ? foreign.view.reservation : null).toBeNull()
  })
})

describe("reserve online's limits (no provider intent or card call past them)", () => {
  const limited = () => {
    const r = reservationsWith({
      startsPerClient: createMemoryRateLimiter(STARTS_PER_CLIENT),
      startsPerCar: {
        share: createMemoryRateLimiter(STARTS_PER_CAR.share),
        overall: createMemoryRateLimiter(STARTS_PER_CAR.overall),
      },
      cardsPerReservation: createMemoryRateLimiter(CARDS_PER_RESERVATION),
    })
    return { ...r, start: (on: SiteConfig, slug: string, client: string) => r.start(on, slug, client, BUYER) }
  }

  it('one client begins STARTS_PER_CLIENT reservations, then is told to wait; another client is not held', async () => {
    const { start } = limited()
    const cars = (await reservableCars()).slice(10, 10 + STARTS_PER_CLIENT.capacity + 1)
    for (const car of cars.slice(0, -1)) expect((await start(site, car.slug, 'one')).ok).toBe(true)
    expect(await start(site, cars.at(-1)!.slug, 'one')).toEqual({
      ok: false,
      message: TOO_MANY_STARTS_MESSAGE,
      intent: null,
    })
    expect((await start(site, cars.at(-1)!.slug, 'two')).ok).toBe(true)
  })

  it("one client begins its share of one car's reservations; only many clients together make the car busy, before any intent is opened", async () => {
    const { start } = limited()
    const [car, next] = (await reservableCars()).slice(30, 32)
    for (let i = 0; i < STARTS_PER_CAR.share.capacity; i++) expect((await start(site, car!.slug, 'one')).ok).toBe(true)
    expect(await start(site, car!.slug, 'one')).toEqual({ ok: false, message: TOO_MANY_STARTS_MESSAGE, intent: null })
    // the car is not held for anyone else, nor the next car for this client
    expect((await start(site, car!.slug, 'two')).ok).toBe(true)
    expect((await start(site, next!.slug, 'one')).ok).toBe(true)
    // the car's safety net: 20 clients, each spending its whole share, before the car is busy for everyone
    expect(clientsToEmpty(STARTS_PER_CAR)).toBe(20)
    for (let c = 2; c < clientsToEmpty(STARTS_PER_CAR); c++) {
      for (let i = 0; i < STARTS_PER_CAR.share.capacity; i++)
        expect((await start(site, car!.slug, `c${c}`)).ok).toBe(true)
    }
    expect((await start(site, car!.slug, 'two')).ok).toBe(true)
    expect((await start(site, car!.slug, 'two')).ok).toBe(true)
    expect(await start(site, car!.slug, 'yet-another')).toEqual({ ok: false, message: CAR_BUSY_MESSAGE, intent: null })
  })

  it('one reservation takes CARDS_PER_RESERVATION cards; the next ends it with a message, and no card reserves it after', async () => {
    const { start, confirm } = limited()
    const car = (await reservableCars())[32]!
    const intent = (await start(site, car.slug, 'carder')).intent!
    for (let i = 0; i < CARDS_PER_RESERVATION.capacity; i++) {
      expect(await confirm(site, intent.id, card('4000000000000002'))).toMatchObject({
        ok: false,
        intent: { state: 'card_entry' },
      })
    }
    const ended = await confirm(site, intent.id, card('4242424242424242'))
    expect(ended).toMatchObject({
      ok: false,
      message: TOO_MANY_CARDS_MESSAGE,
      intent: { state: 'failed', failure: TOO_MANY_CARDS_MESSAGE },
    })
    expect(await confirm(site, intent.id, card('4242424242424242'))).toMatchObject({
      ok: false,
      message: TOO_MANY_CARDS_MESSAGE,
      intent: { state: 'failed' },
    })
    expect((await inventory.carById(site, car.id))?.reserved).toBe(false)
  })
})
