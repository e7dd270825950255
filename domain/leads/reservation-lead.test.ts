import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { Schema } from 'effect'
import { LeadPayload } from './lead-payload.schema.ts'
import { buildForm } from '../forms/build-form.ts'
import { car, site } from '../forms/testing/fixtures.ts'
import { isLeadRequestKey } from './lead-request-key.ts'
import { checkLeadFields } from './lead-field-checks.ts'
import {
  buildReservationLead,
  RESERVATION_LEAD_FIELDS,
  RESERVE_CAR_CATEGORY,
  RESERVE_CAR_EVENT_ID,
  reservationLeadKey,
} from './reservation-lead.ts'

const NOW = Date.UTC(2024, 2, 15, 2, 0, 0)
const buyer = {
  name: 'Sam Buyer',
  email: 'sam@example.com',
  phone: '0412 345 678',
  url: 'https://springwoodmotors.com.au/cars/x/checkout',
  userAgent: 'UA',
}
const reservation = { id: 'res_abc123', carId: 'car-1', amountCents: 50_000, currency: 'aud' }

describe('buildReservationLead', () => {
  it("is the reserve car form's complete lead: the buyer, the car, the reference and the deposit", () => {
    const lead = buildReservationLead({ site: site(), car: car(), buyer, reservation, nowMs: NOW })
    expect(lead).toMatchObject({
      name: 'Sam Buyer',
      first_name: 'Sam',
      last_name: 'Buyer',
      email: 'sam@example.com',
      phone: '0412 345 678',
      category: 'Reserve Car',
      form: 'reserve-contact',
      event_id: 27,
      lead_status: 'Complete',
      form_completed: true,
      car_id: 'car-1',
      stock_number: 'ST123',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Corolla',
      source: 'Website',
      url: buyer.url,
      user_agent: 'UA',
      website_slug: 'springwood-motors',
      extra: { reservation_reference: 'res_abc123', deposit_amount: 500, deposit_currency: 'AUD' },
    })
    // a CRM that ignores extra still shows the reference and the deposit
    expect(lead.message).toBe(
      'Reserved online: 2021 Toyota Corolla Ascent (stock ST123)\nDeposit authorised: $500 AUD\nReservation reference: res_abc123',
    )
  })

  it('a car the stock source no longer has still goes by its id', () => {
    const lead = buildReservationLead({ site: site(), car: null, buyer, reservation, nowMs: NOW })
    expect(lead.car_id).toBe('car-1')
    expect(lead.message).toContain('Reserved online: car id car-1')
  })

  it('always a lead the intake would take, with its reference and deposit', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^res_[A-Za-z0-9]{1,64}$/),
        fc.integer({ min: 20_001, max: 10_000_000 }),
        fc.constantFrom('aud', 'nzd'),
        (id, amountCents, currency) => {
          const lead = buildReservationLead({
            site: site(),
            car: car(),
            buyer,
            reservation: { ...reservation, id, amountCents, currency },
            nowMs: NOW,
          })
          expect(Schema.decodeUnknownSync(LeadPayload)(lead)).toBeTruthy()
          expect(checkLeadFields(lead, site())).toBeNull()
          expect(lead.extra?.[RESERVATION_LEAD_FIELDS.reference]).toBe(id)
          expect(lead.extra?.[RESERVATION_LEAD_FIELDS.deposit]).toBe(amountCents / 100)
          expect(lead.message).toContain(`Reservation reference: ${id}`)
          expect(isLeadRequestKey(reservationLeadKey(id))).toBe(true)
        },
      ),
    )
  })

  it("the reserve-contact form's category and event", () => {
    expect(buildForm('reserve-contact', site(), car()).category).toBe(RESERVE_CAR_CATEGORY)
    expect(RESERVE_CAR_EVENT_ID).toBe(27)
  })
})
