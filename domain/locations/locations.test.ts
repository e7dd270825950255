import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { dedupeLocations, effectiveLocationType, isSalesLocation, sortLocations } from './locations.ts'
import { hoursForWeekday, todaysHours, weekHours } from './opening-hours.ts'
import { SAMPLE_PARTS_HOURS, SAMPLE_SALES_HOURS, SAMPLE_SERVICE_HOURS } from './sample-hours.ts'
import type { Location } from './location.schema.ts'
import { makeSite } from '../tenancy/site.fixture.ts'

const base = makeSite().locations[0]!
const loc = (
  id: number,
  over: {
    position?: number
    phone?: string | null
    street?: string
    place_id?: string | null
    type?: Location['location_type']
  } = {},
): Location => ({
  ...base,
  id,
  position: over.position ?? id,
  location_type: over.type ?? 'sales',
  contact_detail: {
    ...base.contact_detail,
    phone: over.phone === undefined ? `07 3000 000${id}` : over.phone,
    opening_hours: [...SAMPLE_SALES_HOURS],
  },
  address: { ...base.address, street: over.street ?? `${id} Main St`, place_id: over.place_id ?? null },
})

describe('location type and order (SPEC §3)', () => {
  it("'' counts as sales", () => {
    expect(effectiveLocationType('')).toBe('sales')
    expect(isSalesLocation(loc(1, { type: '' }))).toBe(true)
    expect(isSalesLocation(loc(1, { type: 'service' }))).toBe(false)
  })
  it('sorts by position', () => {
    expect(
      sortLocations([loc(1, { position: 3 }), loc(2, { position: 1 }), loc(3, { position: 2 })]).map((l) => l.id),
    ).toEqual([2, 3, 1])
  })
})

describe('dedupeLocations (SPEC §5)', () => {
  it('merges by phone digits + street, or by place_id without whitespace', () => {
    const a = loc(1, { phone: '(07) 3000 0000', street: '1 Main St' })
    const b = loc(2, { phone: '07 3000 0000', street: '1  main st' })
    const c = loc(3, { place_id: 'ChIJ abc', phone: '02 9000 0000' })
    const d = loc(4, { place_id: 'ChIJabc ', phone: '03 9000 0000' })
    const e = loc(5, { phone: '07 3000 0000', street: '9 Other Rd' })
    expect(dedupeLocations([e, d, c, b, a]).map((l) => l.id)).toEqual([1, 3, 5])
  })
  it('locations without phone or place_id are never merged', () => {
    expect(dedupeLocations([loc(1, { phone: null, street: 'x' }), loc(2, { phone: null, street: 'x' })])).toHaveLength(
      2,
    )
  })
  const arbLocs = fc
    .array(
      fc.record({
        id: fc.integer({ min: 1, max: 1000 }),
        position: fc.integer({ min: 0, max: 5 }),
        phone: fc.constantFrom(null, '07 3000 0000', '(07) 3000-0000', '02 9000 0000'),
        street: fc.constantFrom('1 Main St', '1 main st', '2 High St'),
        place_id: fc.constantFrom(null, '', 'abc', ' a bc', 'xyz'),
      }),
      { maxLength: 8 },
    )
    .map((rs) => rs.filter((r, i) => rs.findIndex((o) => o.id === r.id) === i).map((r) => loc(r.id, r)))
  it('is idempotent and independent of input order', () => {
    fc.assert(
      fc.property(arbLocs, fc.integer(), (ls, seed) => {
        const once = dedupeLocations(ls)
        const shuffled = [...ls].sort((a, b) => ((a.id * 7919 + seed) % 101) - ((b.id * 7919 + seed) % 101))
        return (
          JSON.stringify(dedupeLocations(once)) === JSON.stringify(once) &&
          JSON.stringify(dedupeLocations(shuffled)) === JSON.stringify(once)
        )
      }),
    )
  })
  it('keeps no two locations sharing a key, and drops only duplicates', () => {
    fc.assert(
      fc.property(arbLocs, (ls) => {
        const out = dedupeLocations(ls)
        const placeIds = out.map((l) => l.address.place_id?.replace(/\s/g, '')).filter((p) => p)
        return new Set(placeIds).size === placeIds.length && out.every((l) => ls.includes(l))
      }),
    )
  })
})

describe('opening hours', () => {
  const l = loc(1)
  it('by weekday 0-6 and Monday-first week', () => {
    expect(hoursForWeekday(l, 0)?.status).toBe('closed')
    expect(hoursForWeekday(l, 6)?.formated_hours).toBe('8:30am - 12:30pm')
    expect(hoursForWeekday(l, 8)?.day).toBe(1)
    expect(weekHours(l).map((h) => h.day)).toEqual([1, 2, 3, 4, 5, 6, 0])
  })
  it('special hours replace today', () => {
    const withSpecial = {
      ...l,
      special_hours: [{ date: '2025-12-25', label: 'Christmas Day', formated_hours: 'Closed' }],
    }
    expect(todaysHours(withSpecial, { weekday: 4, isoDate: '2025-12-25' })).toEqual({
      kind: 'special',
      label: 'Christmas Day',
      formated_hours: 'Closed',
    })
    expect(todaysHours(withSpecial, { weekday: 4, isoDate: '2025-12-24' })).toMatchObject({
      kind: 'regular',
      day: { day: 4 },
    })
    expect(
      todaysHours(l, { weekday: 1, isoDate: '2026-01-26' }, [
        { date: '2026-01-26', label: 'Australia Day', formated_hours: '9am - 1pm' },
      ]).kind,
    ).toBe('special')
  })
  it("today's regular entry is always that weekday's", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), (d) => {
        const t = todaysHours(l, { weekday: d, isoDate: 'x' })
        return t.kind === 'regular' && t.day.day === d
      }),
    )
  })
})

describe('sample hours (SPEC §9)', () => {
  it('sales Mon-Fri 8:30am-5:30pm, Sat 8:30am-12:30pm, Sun closed', () => {
    expect(SAMPLE_SALES_HOURS.map((h) => h.formated_hours)).toEqual([
      'Closed',
      '8:30am - 5:30pm',
      '8:30am - 5:30pm',
      '8:30am - 5:30pm',
      '8:30am - 5:30pm',
      '8:30am - 5:30pm',
      '8:30am - 12:30pm',
    ])
  })
  it('service and parts Mon-Fri 8:00am-5:00pm, weekends closed', () => {
    for (const hours of [SAMPLE_SERVICE_HOURS, SAMPLE_PARTS_HOURS]) {
      expect(hours.filter((h) => h.status === 'closed').map((h) => h.day)).toEqual([0, 6])
      expect(hours.filter((h) => h.status === 'open').every((h) => h.open === '08:00' && h.close === '17:00')).toBe(
        true,
      )
    }
  })
})
