import { afterAll, beforeAll, expect, it } from 'vitest'
import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { optimisedImageUrl } from '@domain/images/image-request.ts'
import { IMMUTABLE_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL } from '@adapters/images-sharp/optimiser.ts'
import { CODE_LIMIT_PER_TENANT, TOO_MANY_FROM_CLIENT } from '@application/auth/sign-in.ts'
import {
  CARDS_PER_RESERVATION,
  STARTS_PER_CLIENT,
  TOO_MANY_CARDS_MESSAGE,
  TOO_MANY_STARTS_MESSAGE,
} from '@application/checkout/reservations.ts'
import { TRACKING_RATE_LIMIT } from '@application/vehicles/tracking.ts'
import { describeBuilt, built, startProductionServer, type ProductionServer } from './support/production-server.ts'
import { callServerFn } from './support/server-functions.ts'
import { BUYER } from '@domain/payments/reservation-buyer.fixture.ts'

/**
 * Issue 16 items 5, 6, 7 and 9, against the production server (one server; every client here is 127.0.0.1):
 * a tracking call names one of the tenant's listed cars (an unknown car_id is a 404 naming the field, nothing
 * stored) and one client is held to TRACKING_RATE_LIMIT; one client asking sign-in codes for many addresses is
 * held to its share of the site (CODE_LIMIT_PER_TENANT.share); reserve online holds a client to STARTS_PER_CLIENT reservations begun and a
 * reservation to CARDS_PER_RESERVATION cards, the next ending it with a message; the image optimiser renders a
 * source once whatever unknown parameters name it, only at the site's widths, and calls only the site's URL immutable.
 */
const JSON_POST = { 'content-type': 'application/json' }

let server: ProductionServer
const dataDir = join(mkdtempSync(join(tmpdir(), 'security-limits-')), 'data')
beforeAll(async () => {
  if (built || process.env.CI) server = await startProductionServer({ DATA_DIR: dataDir })
})
afterAll(() => server?.stop())

describeBuilt('sign-in code requests are limited per client, not only per address', () => {
  const share = CODE_LIMIT_PER_TENANT.share.capacity
  it(`sends ${share} codes to as many addresses from one client on one site, then answers 429 with Retry-After; another site still serves it`, async () => {
    const ask = (email: string, host?: string) =>
      server.send('POST', '/api/auth/code', { headers: JSON_POST, body: JSON.stringify({ email }), host })
    const statuses: number[] = []
    for (let i = 0; i < share; i++) statuses.push((await ask(`shopper${i}@example.com`)).status)
    expect(statuses).toEqual(Array(share).fill(200))
    const held = await ask('one-more@example.com')
    expect([held.status, JSON.parse(held.body)]).toEqual([429, { error: TOO_MANY_FROM_CLIENT }])
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0)
    // nothing was sent for the refused request: the demo mailbox has no code for it
    const mailbox = await server.send('GET', '/mock/auth-codes')
    expect(mailbox.body).toContain('shopper0@example.com')
    expect(mailbox.body).not.toContain('one-more@example.com')
    // the client's share of one site is not all it has: another site takes its request
    expect((await ask('one-more@example.com', 'metro-auto-group.localhost')).status).toBe(200)
  })
})

describeBuilt('reserve online is throttled', () => {
  const DECLINED = { number: '4000 0000 0000 0002', expiry: '12/39', cvc: '123', name: 'Sam Shopper' }
  let reservable: { slug: string }[]
  beforeAll(async () => {
    const stock = JSON.parse((await server.send('GET', '/mock/vehicle-stock.json')).body) as {
      cars: { slug: string; reservable: boolean }[]
    }
    reservable = stock.cars.filter((c) => c.reservable).slice(-STARTS_PER_CLIENT.capacity - 1)
  })

  it(`one reservation takes ${CARDS_PER_RESERVATION.capacity} declined cards; the next ends it, and the shopper is told why`, async () => {
    const begun = await callServerFn(server, 'beginReservation', { slug: reservable[0]!.slug, buyer: BUYER })
    expect(begun.value).toMatchObject({ ok: true, intent: { state: 'card_entry' } })
    const intentId = begun.value.intent.id as string
    for (let i = 0; i < CARDS_PER_RESERVATION.capacity; i++) {
      const tried = await callServerFn(server, 'completeReservation', { intentId, card: DECLINED })
      expect(tried.value, `card ${i + 1}`).toMatchObject({
        ok: false,
        message: 'Your card was declined. Please try another card.',
        intent: { state: 'card_entry' },
      })
    }
    const ended = await callServerFn(server, 'completeReservation', {
      intentId,
      card: { ...DECLINED, number: '4242 4242 4242 4242' },
    })
    expect(ended.value).toMatchObject({ ok: false, message: TOO_MANY_CARDS_MESSAGE, intent: { state: 'failed' } })
  })

  it(`one client begins ${STARTS_PER_CLIENT.capacity} reservations, then is told to wait before any is opened`, async () => {
    // the reservation above was the first of this client's
    const answers = []
    for (const car of reservable.slice(1))
      answers.push((await callServerFn(server, 'beginReservation', { slug: car.slug, buyer: BUYER })).value)
    expect(answers.slice(0, -1).map((a) => a.ok)).toEqual(Array(STARTS_PER_CLIENT.capacity - 1).fill(true))
    expect(answers.at(-1)).toEqual({ ok: false, message: TOO_MANY_STARTS_MESSAGE, intent: null })
  })
})

describeBuilt('tracking endpoints check the car and limit each client', () => {
  let call: { car_id: string; dealership_id: number; website_id: number }
  beforeAll(async () => {
    const stock = JSON.parse((await server.send('GET', '/mock/vehicle-stock.json')).body) as {
      website_id: number
      cars: { id: string; dealership_id: number }[]
    }
    const car = stock.cars[0]!
    call = { car_id: car.id, dealership_id: car.dealership_id, website_id: stock.website_id }
  })

  it('answers a car_id the tenant does not list with a JSON 404 naming car_id, on both endpoints', async () => {
    for (const path of ['/api/phone-reveal', '/api/events/car_phone_call']) {
      const answer = await server.send('POST', path, {
        headers: JSON_POST,
        body: JSON.stringify({ ...call, car_id: 'no-such-car-1' }),
      })
      expect([answer.status, JSON.parse(answer.body)], path).toEqual([
        404,
        { error: 'car_id is not a vehicle listed by this website', field: 'car_id' },
      ])
    }
  })

  it(`accepts a listed car, then holds one client to ${TRACKING_RATE_LIMIT.capacity} calls at once with a 429 and Retry-After`, async () => {
    // the 2 refused calls above counted too: a client spraying ids is held as much as one spraying a real car
    const statuses: number[] = []
    let held = await server.send('POST', '/api/phone-reveal', { headers: JSON_POST, body: JSON.stringify(call) })
    for (let i = 0; held.status === 202 && i < 2 * TRACKING_RATE_LIMIT.capacity; i++) {
      statuses.push(held.status)
      held = await server.send('POST', i % 2 ? '/api/phone-reveal' : '/api/events/car_phone_call', {
        headers: JSON_POST,
        body: JSON.stringify(call),
      })
    }
    // a refill of one call every 2 s may let one more through while these run, never a run of them
    expect(statuses.length).toBeGreaterThanOrEqual(TRACKING_RATE_LIMIT.capacity - 2)
    expect(statuses.length).toBeLessThanOrEqual(TRACKING_RATE_LIMIT.capacity)
    expect(held.status).toBe(429)
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0)
    expect(JSON.parse(held.body)).toEqual({ error: 'Too many tracking calls; please wait a moment' })
  })
})

describeBuilt('the image cache cannot be filled with variants', () => {
  const SOURCE = '/demo-images/default.svg'
  const WEBP = { accept: 'image/webp,image/*;q=0.8' }
  const cachedFiles = () => {
    const dir = join(dataDir, 'image-cache')
    return existsSync(dir) ? readdirSync(dir).flatMap((folder) => readdirSync(join(dir, folder))) : []
  }

  it('renders a source once however many ?junk=N name it, and calls none of those immutable', async () => {
    const answers = []
    for (let n = 0; n < 20; n++)
      answers.push(await server.send('GET', optimisedImageUrl(`${SOURCE}?junk=${n}`, 1920), { headers: WEBP }))
    // a parameter added to the address the site writes (in either form, domain/images/image-request.ts)
    const written = optimisedImageUrl(SOURCE, 1920)
    answers.push(await server.send('GET', `${written}${written.includes('?') ? '&' : '?'}junk=x`, { headers: WEBP }))
    expect(answers.map((a) => [a.status, a.headers['x-image-cache'], a.headers['cache-control']])).toEqual([
      [200, 'MISS', REVALIDATE_CACHE_CONTROL],
      ...Array(20).fill([200, 'HIT', REVALIDATE_CACHE_CONTROL]),
    ])
    expect(cachedFiles()).toHaveLength(1)
    const exact = await server.send('GET', optimisedImageUrl(SOURCE, 1920), { headers: WEBP })
    expect([exact.headers['x-image-cache'], exact.headers['cache-control']]).toEqual(['HIT', IMMUTABLE_CACHE_CONTROL])
  })

  it('refuses widths the site does not use with a 400 naming the allowed ones', async () => {
    for (const w of [64, 1000, 4096]) {
      const answer = await server.send('GET', `/_img?url=${encodeURIComponent(SOURCE)}&w=${w}`, { headers: WEBP })
      expect([answer.status, answer.body], `w=${w}`).toEqual([
        400,
        'w must be one of 128, 256, 384, 640, 750, 828, 1080, 1200, 1600, 1920\n',
      ])
    }
    expect(cachedFiles()).toHaveLength(1)
  })
})
