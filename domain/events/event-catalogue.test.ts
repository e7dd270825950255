import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { EVENT_CATALOGUE, EVENT_IDS, eventById, isTestDriveOnly, pickFormEventId } from './event-catalogue.ts'

describe('event catalogue', () => {
  it('has exactly the ids 1..56', () => {
    expect(EVENT_CATALOGUE.map((ev) => ev.id)).toEqual(Array.from({ length: 56 }, (_, i) => i + 1))
  })

  it('names the ids the spec names', () => {
    expect(eventById(14)?.key).toBe('new_car_enquiry')
    expect(eventById(15)?.key).toBe('used_car_enquiry')
    expect(eventById(17)?.key).toBe('new_test_drive')
    expect(eventById(48)?.key).toBe('used_test_drive')
    expect(eventById(22)?.key).toBe('general_enquiry')
    expect(eventById(25)?.key).toBe('click_to_call')
    expect(eventById(26)?.key).toBe('finance_calculator')
    expect(eventById(29)?.key).toBe('search')
    expect([35, 36, 37, 38].map((id) => eventById(id)?.kind)).toEqual(Array(4).fill('authentication'))
    expect(eventById(39)?.key).toBe('wishlist_add')
    expect(eventById(41)?.key).toBe('get_directions')
    expect(eventById(51)?.key).toBe('career_enquiry')
    expect([eventById(54)?.kind, eventById(55)?.kind]).toEqual(['webchat', 'webchat'])
    expect(EVENT_IDS.FAVOURITE).toBe(39)
  })

  it('gives every page view and form submission of the spec its own id', () => {
    const pageViews = [
      'home',
      'inventory',
      'details',
      'special_offers',
      'fleet',
      'service',
      'parts',
      'finance',
      'insurance',
      'ownership',
      'contact',
      'about',
    ]
    const forms = [
      'trade_in',
      'fleet',
      'service_booking',
      'parts',
      'finance',
      'insurance',
      'competition',
      'sell_my_car',
      'reserve_car',
      'survey',
      'service_enquiry',
      'team_member',
      'subscription',
      'career',
      'document_request',
    ]
    for (const p of pageViews) expect(EVENT_CATALOGUE.filter((ev) => ev.key === `page_view_${p}`)).toHaveLength(1)
    for (const f of forms) expect(EVENT_CATALOGUE.filter((ev) => ev.key === `form_${f}`)).toHaveLength(1)
  })

  it('picks a form event from kind, car type and the test-drive-only tag', () => {
    expect(pickFormEventId('enquiry', { car_type: 'new', tag: null })).toBe(14)
    expect(pickFormEventId('enquiry', { car_type: 'demo', tag: null })).toBe(14)
    expect(pickFormEventId('enquiry', { car_type: 'used', tag: null })).toBe(15)
    expect(pickFormEventId('test-drive', { car_type: 'new', tag: null })).toBe(17)
    expect(pickFormEventId('test-drive', { car_type: 'used', tag: null })).toBe(48)
    expect(pickFormEventId('enquiry', { car_type: 'used', tag: 'Test Drive Only' })).toBe(17)
    expect(pickFormEventId('test-drive', { car_type: 'used', tag: '*** Test Drive Vehicle Only ***' })).toBe(17)
    expect(pickFormEventId('enquiry')).toBe(22)
    expect(pickFormEventId('contact', { car_type: 'used', tag: null })).toBe(22)
    expect(pickFormEventId('careers')).toBe(51)
    expect(isTestDriveOnly({ tag: 'Special' })).toBe(false)
  })
})

describe('event catalogue properties', () => {
  it('ids and keys are unique and all within 1..56', () => {
    const ids = EVENT_CATALOGUE.map((ev) => ev.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set(EVENT_CATALOGUE.map((ev) => ev.key)).size).toBe(ids.length)
    fc.assert(
      fc.property(fc.constantFrom(...EVENT_CATALOGUE), (ev) => {
        expect(Number.isInteger(ev.id) && ev.id >= 1 && ev.id <= 56).toBe(true)
        expect(eventById(ev.id)).toBe(ev)
      }),
    )
  })

  it('the picked form event is always one of 14, 15, 17, 48, 22, 51 and in the catalogue', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('enquiry', 'test-drive', 'careers', 'contact', 'parts', 'trade-in'),
        fc.option(
          fc.record({
            car_type: fc.constantFrom('new' as const, 'used' as const, 'demo' as const),
            tag: fc.option(fc.string()),
          }),
        ),
        (kind, car) => {
          const id = pickFormEventId(kind, car)
          expect([14, 15, 17, 48, 22, 51]).toContain(id)
          expect(eventById(id)).toBeDefined()
          if (car && isTestDriveOnly(car) && kind !== 'careers') expect(id).toBe(17)
          if (!car && kind !== 'careers') expect(id).toBe(22)
        },
      ),
    )
  })
})
