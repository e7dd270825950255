import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeSite } from '../tenancy/site.fixture.ts'
import { dedupeLocations } from './locations.ts'
import {
  locationsByType,
  mapHref,
  phoneLink,
  shownLocations,
  specialDateLabel,
  upcomingSpecialHours,
} from './location-view.ts'

const base = makeSite()
const loc = base.locations[0]!
const at = (id: number, overrides: Record<string, unknown>) =>
  ({ ...loc, id, slug: `l${id}`, ...overrides }) as typeof loc

describe('location view', () => {
  it('hides invisible locations, removes duplicates and sorts by position', () => {
    const a = at(1, { position: 3, address: { ...loc.address, place_id: 'A' } })
    const dup = at(2, { position: 1, address: { ...loc.address, place_id: ' A ' } })
    const hidden = at(3, { position: 0, visible: false, address: { ...loc.address, place_id: 'H' } })
    expect(shownLocations({ locations: [a, dup, hidden] }).map((l) => l.id)).toEqual([2])
  })
  it("groups '' with sales, then service and parts", () => {
    const s = at(1, {
      location_type: '',
      position: 2,
      address: { ...loc.address, place_id: 'S' },
      contact_detail: { ...loc.contact_detail, phone: '0730000001' },
    })
    const v = at(2, {
      location_type: 'service',
      position: 1,
      address: { ...loc.address, place_id: 'V' },
      contact_detail: { ...loc.contact_detail, phone: '0730000002' },
    })
    const p = at(3, {
      location_type: 'parts',
      position: 0,
      address: { ...loc.address, place_id: 'P' },
      contact_detail: { ...loc.contact_detail, phone: '0730000003' },
    })
    expect(locationsByType({ locations: [p, v, s] }).map((g) => [g.kind, g.locations.map((l) => l.id)])).toEqual([
      ['sales', [1]],
      ['service', [2]],
      ['parts', [3]],
    ])
  })
  it('phone links: AU and NZ display, tel: digits', () => {
    expect(phoneLink('(07) 5550 1001', 'AU')).toEqual({ display: '(07) 5550 1001', href: 'tel:0755501001' })
    expect(phoneLink('0412345678', 'AU')).toEqual({ display: '0412 345 678', href: 'tel:0412345678' })
    expect(phoneLink('095551234', 'NZ')).toEqual({ display: '(09) 555 1234', href: 'tel:095551234' })
    expect(phoneLink('+61 7 5550 1001', 'AU')?.href).toBe('tel:+61755501001')
    expect(phoneLink('', 'AU')).toBeNull()
    expect(phoneLink(null, 'AU')).toBeNull()
  })
  it('map link falls back to a maps search of the full address', () => {
    const noMap = { address: { ...loc.address, map_url: null, place_url: null, full: '1 Main St, Town QLD 4000' } }
    expect(mapHref(noMap)).toBe('https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Town%20QLD%204000')
  })
  it('special hours: from today, own entry wins over the site entry of the same date', () => {
    const own = [
      { date: '2026-12-24', label: 'Christmas Eve', formated_hours: '8:30am - 12:00pm' },
      { date: '2026-12-25', label: 'Open Xmas', formated_hours: '9am - 1pm' },
    ]
    const site = [
      { date: '2026-12-25', label: 'Christmas Day', formated_hours: 'Closed' },
      { date: '2026-01-01', label: 'Past', formated_hours: 'Closed' },
    ]
    expect(upcomingSpecialHours({ special_hours: own }, site, '2026-12-01').map((s) => s.label)).toEqual([
      'Christmas Eve',
      'Open Xmas',
    ])
    expect(upcomingSpecialHours({ special_hours: own }, site, '2026-12-25').map((s) => s.label)).toEqual(['Open Xmas'])
  })
  it('special dates read in words in the site language', () => {
    expect(specialDateLabel('2026-12-25', 'en-AU')).toBe('Friday 25 December 2026')
  })
  it('property: the shown list is a fixed point of the domain de-duplication', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.integer({ min: 1, max: 50 }),
            position: fc.integer({ min: 0, max: 5 }),
            place: fc.constantFrom('A', 'B', 'C', null),
            visible: fc.boolean(),
          }),
          { maxLength: 8 },
        ),
        (rows) => {
          const locations = rows.map((r) =>
            at(r.id, { position: r.position, visible: r.visible, address: { ...loc.address, place_id: r.place } }),
          )
          const shown = shownLocations({ locations })
          expect(dedupeLocations(shown)).toEqual(shown)
          expect(shown.every((l) => l.visible)).toBe(true)
        },
      ),
    )
  })
})
