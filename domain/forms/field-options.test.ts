import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  COMMON_MAKES,
  SERVICE_INTERVAL_OPTIONS,
  bookingDateLabel,
  bookingTimeLabel,
  makeSuggestions,
} from './field-options.ts'

describe('choices a form offers where its definition has none', () => {
  it('service intervals run 15,000 km / 12 months to 180,000 km / 144 months, then Not sure', () => {
    expect(SERVICE_INTERVAL_OPTIONS[0]?.label).toBe('15,000 km / 12 months')
    expect(SERVICE_INTERVAL_OPTIONS[11]?.label).toBe('180,000 km / 144 months')
    expect(SERVICE_INTERVAL_OPTIONS.at(-1)).toEqual({ label: 'Not sure', value: 'Not sure' })
  })

  it("suggests the tenant's manufacturers first, then the common makes, each once whatever its case", () => {
    const out = makeSuggestions([{ name: 'Zeekr' }, { name: 'toyota' }])
    expect(out.slice(0, 2)).toEqual(['Zeekr', 'toyota'])
    expect(out).not.toContain('Toyota')
  })

  it('property: every suggestion is unique ignoring case and every common make is offered', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.constantFrom('Audi', 'audi', 'Zeekr', 'Polestar', 'MG') })), (m) => {
        const out = makeSuggestions(m)
        const keys = out.map((n) => n.toLowerCase())
        expect(new Set(keys).size).toBe(keys.length)
        for (const make of COMMON_MAKES) expect(keys).toContain(make.toLowerCase())
      }),
    )
  })

  it('writes booking slots as a shopper reads them', () => {
    expect(bookingDateLabel('2026-05-12')).toMatch(/^Tue,? 12 May$/)
    expect(bookingDateLabel('not a date')).toBe('not a date')
    expect(bookingTimeLabel('14:30')).toBe('2:30 pm')
    expect(bookingTimeLabel('00:05')).toBe('12:05 am')
    expect(bookingTimeLabel('12:00')).toBe('12:00 pm')
    expect(bookingTimeLabel('soon')).toBe('soon')
  })

  it('property: every time of day reads as h:mm am/pm with h from 1 to 12', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const label = bookingTimeLabel(`${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)
        expect(label).toMatch(/^(1[0-2]|[1-9]):[0-5]\d (am|pm)$/)
        expect(label.endsWith(h >= 12 ? 'pm' : 'am')).toBe(true)
      }),
    )
  })
})
