import { describe, expect, it } from 'vitest'
import { unlimitedReservationLimits } from './testing/unlimited-limits.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { NewLead } from '@domain/ports/leads.port.ts'
import { depositAmountCents, isReservable } from '@domain/pricing/reservable.ts'
import { BUYER_DETAILS_MESSAGE } from '@domain/payments/reservation-buyer.ts'
import { BUYER } from '@domain/payments/reservation-buyer.fixture.ts'
import { reservationLeadKey } from '@domain/leads/reservation-lead.ts'
import { REQUIRED_MESSAGE, INVALID_EMAIL_MESSAGE } from '@domain/validation/validators.ts'
import { createSqliteLeadStore } from '@adapters/store-sqlite/lead-store.ts'
import { createIntentStore } from '@adapters/payments-local/intent-store.ts'
import { demoCheckout } from './testing/demo-checkout.ts'
import { createReservations } from './reservations.ts'
import { createReservationLeads } from './reservation-lead.ts'
import { onePaymentPort } from './testing/one-payment-port.ts'

const card = (number: string) => ({ kind: 'card' as const, card: { number, expiry: '12/39', cvc: '123', name: 'Sam' } })
const APPROVED = card('4242424242424242')

const { db, clock, inventory, payments, siteOf } = demoCheckout(() => Date.now())
const intents = createIntentStore(db)
const leads = createSqliteLeadStore(db, { clock: () => clock.now() })

/** The store as the lead sender sees it; `failNext` makes its next create throw (the store is down). */
let failNext = 0
const accepted: string[] = []
const reported: unknown[] = []
const reservations = createReservations({
  inventory,
  payments: onePaymentPort(payments),
  warn: () => {},
  limits: unlimitedReservationLimits,
  clock,
  sendLead: createReservationLeads({
    store: {
      create: (input: NewLead) => {
        if (failNext > 0) {
          failNext -= 1
          return Promise.reject(new Error('store down'))
        }
        return leads.create(input)
      },
      leadIdOfRequestKey: (tenant, key) => leads.leadIdOfRequestKey(tenant, key),
    },
    clock,
    onAccepted: () => accepted.push('lead'),
    reportFailure: (error) => reported.push(error),
  }),
})

const page = { returnTo: { origin: 'https://shop.example', variant: 'checkout' as const }, userAgent: 'Test browser' }
let nextCar = 0
const freshCar = async (site: SiteConfig) =>
  (await inventory.listed(site)).filter((c) => isReservable(c, site))[nextCar++]!
const leadOf = async (site: SiteConfig, reservationId: string) => {
  const id = await leads.leadIdOfRequestKey(site.slug, reservationLeadKey(reservationId))
  return id === null ? null : leads.get(site.slug, id)
}

// demo-motors takes Stripe, metro-auto-group Till: the demo card form on both here
describe.each(['demo-motors', 'metro-auto-group'])('a reservation reaches the dealer as a lead (%s)', (slug) => {
  const site = siteOf(slug)

  it("asks for the buyer's name, email and phone before any intent is opened", async () => {
    const car = await freshCar(site)
    const refused = await reservations.start(site, car.slug, 'shopper', { name: ' ', email: 'sam@' }, page)
    expect(refused).toEqual({
      ok: false,
      message: BUYER_DETAILS_MESSAGE,
      intent: null,
      fieldErrors: { name: REQUIRED_MESSAGE, email: INVALID_EMAIL_MESSAGE, phone: REQUIRED_MESSAGE },
    })
    expect(await intents.forCar(site.slug, car.id)).toEqual([])
  })

  it('when the deposit succeeds: one complete reserve car lead with the buyer, the car, the reference and the deposit', async () => {
    const car = await freshCar(site)
    const before = accepted.length
    const begun = await reservations.start(site, car.slug, 'shopper', BUYER, page)
    expect(begun.ok).toBe(true)
    const id = begun.intent!.id
    // nothing reaches the dealer before the deposit is authorised and the car reserved
    expect(await reservations.confirm(site, id, card('4000000000000002'))).toMatchObject({ ok: false })
    expect(await leadOf(site, id)).toBeNull()
    expect(await reservations.confirm(site, id, APPROVED)).toMatchObject({ ok: true, intent: { state: 'reserved' } })
    const lead = await leadOf(site, id)
    const deposit = depositAmountCents(car, site)
    expect(lead).toMatchObject({
      tenant: site.slug,
      destination: site.forms.lead_destination,
      version: 1,
      state: 'pending',
      payload: {
        name: 'Sam Buyer',
        email: 'sam@example.com',
        phone: '0412 345 678',
        category: 'Reserve Car',
        form_completed: true,
        lead_status: 'Complete',
        event_id: 27,
        car_id: car.id,
        stock_number: car.stocknum,
        'Vehicle Make': car.make,
        website_slug: site.slug,
        url: `https://shop.example/cars/${car.slug}/checkout`,
        user_agent: 'Test browser',
        extra: {
          reservation_reference: id,
          deposit_amount: deposit / 100,
          deposit_currency: site.locale.currency.toUpperCase(),
        },
      },
    })
    expect(lead!.payload.message).toContain(`Reservation reference: ${id}`)
    expect(lead!.payload.message).toContain(`Deposit authorised: $${(deposit / 100).toLocaleString('en-AU')} `)
    expect(accepted.length).toBe(before + 1)
    // the same success reported again (a reload's resume, a retried notification): still one lead
    expect(await reservations.resume(site, id)).toMatchObject({ ok: true })
    expect(await reservations.notified(site, id, 'any')).toMatchObject({ ok: true })
    expect(
      (await leads.list(site.slug, 1000)).filter((l) => l.payload.extra?.reservation_reference === id),
    ).toHaveLength(1)
    expect(accepted.length).toBe(before + 1)
  })

  it('the shopper who lost the race for the car sends no lead', async () => {
    const car = await freshCar(site)
    const winner = (await reservations.start(site, car.slug, 'a', BUYER, page)).intent!
    const loser = (await reservations.start(site, car.slug, 'b', { ...BUYER, name: 'Late Comer' }, page)).intent!
    expect((await reservations.confirm(site, winner.id, APPROVED)).ok).toBe(true)
    expect((await reservations.confirm(site, loser.id, APPROVED)).ok).toBe(false)
    expect(await leadOf(site, loser.id)).toBeNull()
    expect((await leadOf(site, winner.id))?.payload.name).toBe('Sam Buyer')
  })

  it('a lead the store could not take is reported, the reservation stands, and the next step writes it', async () => {
    const car = await freshCar(site)
    const id = (await reservations.start(site, car.slug, 'shopper', BUYER, page)).intent!.id
    const reportedBefore = reported.length
    failNext = 1
    expect(await reservations.confirm(site, id, APPROVED)).toMatchObject({ ok: true, intent: { state: 'reserved' } })
    expect(reported.length).toBe(reportedBefore + 1)
    expect(await leadOf(site, id)).toBeNull()
    // the page's resume after a reload (or a provider's retried notification) meets it reserved: the lead is written
    expect((await reservations.resume(site, id)).ok).toBe(true)
    expect((await leadOf(site, id))?.payload.extra?.reservation_reference).toBe(id)
  })
})
