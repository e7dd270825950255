import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { Schema } from 'effect'
import { LeadEnvelope } from './lead-payload.schema.ts'
import {
  buildLeadEnvelope,
  buildLeadPayload,
  leadDate,
  leadName,
  MAPPED_FIELDS,
  type LeadPayloadInput,
} from './lead-payload.ts'
import { car, site } from '../forms/testing/fixtures.ts'

// 2024-03-15T02:00:00Z = 15 March 2024, 12:00 in Brisbane
const NOW = Date.UTC(2024, 2, 15, 2, 0, 0)
const base = (over: Partial<LeadPayloadInput> = {}): LeadPayloadInput => ({
  values: { name: 'Jo Citizen', phone: '0412345678', email: 'jo@example.com', message: 'Hi', opt_in: true },
  site: site(),
  page: { url: 'https://springwoodmotors.com.au/cars/x', userAgent: 'UA', pageId: 5 },
  tracking: { visited_pages: ['/', '/cars/x'], linked_query_params: { gclid: 'g1' } },
  progress: { stepNumber: 1, skippedSteps: [], complete: false, leadId: null },
  nowMs: NOW,
  ...over,
})

describe('buildLeadPayload', () => {
  it('fills every lead field for an incomplete first step', () => {
    const p = buildLeadPayload(base({ car: car(), category: 'Used Vehicle Enquiry' }))
    expect(p).toEqual({
      name: 'Jo Citizen',
      first_name: 'Jo',
      last_name: 'Citizen',
      phone: '0412345678',
      email: 'jo@example.com',
      message: 'Hi',
      category: 'Used Vehicle Enquiry',
      subcategory: null,
      dealership_slug: 'springwood-motors',
      website_slug: 'springwood-motors',
      manufacturer_slug: null,
      stock_number: 'ST123',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Corolla',
      car_type: 'used',
      car_id: 'car-1',
      vehicle_status: 'in_stock',
      opt_in: true,
      Rego: '123ABC',
      location: 'Springwood',
      location_id: 1,
      page_id: 5,
      additional_services: [],
      url: 'https://springwoodmotors.com.au/cars/x',
      source: 'Website',
      user_agent: 'UA',
      visited_pages: ['/', '/cars/x'],
      linked_query_params: { gclid: 'g1' },
      day: 15,
      month: 3,
      year: 2024,
      postcode: null,
      state: 'QLD',
      lead_status: 'Incomplete',
      form_completed: false,
      skipped_steps: [],
      step_number: 1,
    })
  })

  it('marks a completed lead with its event id, lead id and skipped steps', () => {
    const p = buildLeadPayload(
      base({
        progress: { stepNumber: 3, skippedSteps: [{ from: 0, to: 2 }], complete: true, leadId: '77', eventId: 22 },
      }),
    )
    expect(p).toMatchObject({
      lead_status: 'Complete',
      form_completed: true,
      lead_id: '77',
      event_id: 22,
      skipped_steps: [{ from: 0, to: 2 }],
      step_number: 3,
    })
  })

  it("name falls back to first_name when empty or 'undefined undefined'", () => {
    expect(leadName({ first_name: 'Jo' })).toEqual({ name: 'Jo', first_name: 'Jo', last_name: null })
    expect(leadName({ name: 'undefined undefined', first_name: 'Sam' }).name).toBe('Sam')
    expect(leadName({ name: '  ', first_name: 'Sam', last_name: 'Lee' }).name).toBe('Sam')
    expect(leadName({ first_name: 'Sam', last_name: 'Lee' }).name).toBe('Sam Lee')
  })

  it('sends the four Yes/No fields only for sites configured for them', () => {
    expect(buildLeadPayload(base())['Ready to sell']).toBeUndefined()
    const p = buildLeadPayload(
      base({
        site: site({ forms: { yes_no_fields: true } }),
        values: { name: 'A', ready_to_sell: true, best_deal: 'Yes' },
      }),
    )
    expect([p['Ready to sell'], p['Valuation guide'], p['Best Finance'], p['Best Deal']]).toEqual([
      'Yes',
      'No',
      'No',
      'Yes',
    ])
  })

  it('keeps unmapped answers in extra and uses the picked location', () => {
    const p = buildLeadPayload(
      base({ values: { name: 'A', location_id: '1', service_interval: '15,000 km', features: ['Tow bar', 'Canopy'] } }),
    )
    expect(p.extra).toEqual({ service_interval: '15,000 km', features: 'Tow bar, Canopy' })
    expect([p.location, p.location_id]).toEqual(['Springwood', 1])
    expect(p.category).toBe('General Enquiry')
  })

  it('a trade-in started from a car page sends both cars, each in its own fields', () => {
    const tradeIn = { car_id: 'car-1', rego: 'XYZ789', make: 'Mazda', model: 'CX-5', year: '2016' }
    const p = buildLeadPayload(
      base({
        car: car(),
        form: 'trade-in',
        category: 'Trade-In Valuation',
        values: { ...tradeIn, name: 'Jo Citizen', phone: '0412345678', email: 'jo@example.com', message: 'Hi' },
      }),
    )
    // the shopper's car: the spec's vehicle fields, as the trade-in form without a car sends them
    expect([p['Vehicle Make'], p['Vehicle Model'], p.Rego, p.extra?.year]).toEqual(['Mazda', 'CX-5', 'XYZ789', '2016'])
    // the car being bought: the spec's stock fields, and its make, model and year beside them
    expect([p.car_id, p.stock_number, p.car_type, p.vehicle_status]).toEqual(['car-1', 'ST123', 'used', 'in_stock'])
    expect(p.extra).toMatchObject({
      interested_vehicle: '2021 Toyota Corolla Ascent',
      interested_vehicle_make: 'Toyota',
      interested_vehicle_model: 'Corolla',
      interested_vehicle_year: 2021,
    })
    // a CRM that ignores extra still shows both cars
    expect(p.message).toBe(
      'Hi\n\nTrade-in: 2016 Mazda CX-5 (rego XYZ789)\nVehicle of interest: 2021 Toyota Corolla Ascent (stock ST123, car id car-1)',
    )
  })

  it('a trade-in with no car keeps its vehicle in the vehicle fields and its message as written', () => {
    const p = buildLeadPayload(
      base({ car: null, values: { rego: 'XYZ789', make: 'Mazda', model: 'CX-5', year: '2016', message: 'Hi' } }),
    )
    expect([p['Vehicle Make'], p['Vehicle Model'], p.Rego, p.car_id, p.message]).toEqual([
      'Mazda',
      'CX-5',
      'XYZ789',
      null,
      'Hi',
    ])
    expect(p.extra).toEqual({ year: '2016' })
  })

  it('computes the date in the dealer time zone', () => {
    expect(leadDate(Date.UTC(2024, 11, 31, 15, 0), 'Australia/Brisbane')).toEqual({ day: 1, month: 1, year: 2025 })
    expect(leadDate(Date.UTC(2024, 11, 31, 15, 0), 'Not/AZone')).toEqual({ day: 31, month: 12, year: 2024 })
  })
})

describe('buildLeadPayload properties', () => {
  const valueArb = fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
  )
  // every field the payload maps to its own keys, and answers it does not map (they go to `extra`)
  const keyArb = fc.constantFrom(...MAPPED_FIELDS, 'misc', 'where_heard')
  const inputArb = fc.record({
    values: fc.dictionary(keyArb, valueArb, { maxKeys: 10 }),
    withCar: fc.boolean(),
    yesNo: fc.boolean(),
    complete: fc.boolean(),
    leadId: fc.option(fc.string({ minLength: 1, maxLength: 5 })),
    step: fc.integer({ min: 1, max: 6 }),
    nowMs: fc.integer({ min: 0, max: 4_000_000_000_000 }),
  })
  it('the envelope always decodes with the LeadEnvelope schema', () => {
    fc.assert(
      fc.property(inputArb, (i) => {
        const env = buildLeadEnvelope(
          base({
            values: i.values,
            car: i.withCar ? car() : null,
            site: site({ forms: { yes_no_fields: i.yesNo } }),
            nowMs: i.nowMs,
            progress: { stepNumber: i.step, skippedSteps: [], complete: i.complete, leadId: i.leadId, eventId: 22 },
          }),
        )
        expect(Schema.decodeUnknownSync(LeadEnvelope)(env)).toEqual(env)
        expect(env.lead.source).toBe('Website')
        expect(env.lead.form_completed).toBe(i.complete)
        expect(env.lead.lead_status).toBe(i.complete ? 'Complete' : 'Incomplete')
        expect(env.lead.name === 'undefined undefined' || env.lead.name === '').toBe(false)
        if (!JSON.stringify(i.values).includes('undefined')) expect(env.lead.name ?? '').not.toContain('undefined')
        expect(env.lead['Best Deal'] !== undefined).toBe(i.yesNo)
      }),
    )
  })
})
