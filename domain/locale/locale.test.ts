import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { distanceUnit, localeSettings } from './locale-defaults.ts'
import { PROMOTIONS_SLIDER_SIZE, STICKY_TCPO_LOGO_SIZE } from './breakpoints.ts'
import { calendarDate, daysInMonth, formatDayMonthYear } from './calendar.ts'
import { makeSite } from '../tenancy/site.fixture.ts'

describe('locale defaults (SPEC §9)', () => {
  it('qld, AUD, km, en-AU by default', () => {
    expect(localeSettings(makeSite())).toEqual({
      state: 'qld',
      currency: 'AUD',
      distanceUnit: 'km',
      language: 'en-AU',
      country: 'AU',
    })
  })
  it('miles for US, en-NZ for NZ', () => {
    expect(localeSettings(makeSite({ locale: { country: 'US' } })).distanceUnit).toBe('miles')
    expect(localeSettings(makeSite({ locale: { country: 'NZ' } }))).toMatchObject({
      language: 'en-NZ',
      distanceUnit: 'km',
    })
  })
  it('only the US uses miles', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('AU', 'NZ', 'US') as fc.Arbitrary<'AU' | 'NZ' | 'US'>,
        (c) => (distanceUnit(c) === 'miles') === (c === 'US'),
      ),
    )
  })
})

describe('layout sizes', () => {
  it('spec values', () => {
    expect(PROMOTIONS_SLIDER_SIZE).toEqual({ width: 540, height: 1920 })
    expect(STICKY_TCPO_LOGO_SIZE).toEqual({ width: 150, height: 41 })
  })
})

describe('calendar', () => {
  it('reads dates in a UTC offset', () => {
    expect(calendarDate(Date.UTC(2025, 0, 31, 20), 600)).toEqual({ year: 2025, month: 2, day: 1, weekday: 6 })
    expect(daysInMonth(2024, 2)).toBe(29)
    expect(formatDayMonthYear({ year: 2025, month: 3, day: 7 })).toBe('07/03/2025')
  })
  it('day is within its month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: -720, max: 840 }), (t, o) => {
        const d = calendarDate(t, o)
        return d.day >= 1 && d.day <= daysInMonth(d.year, d.month) && d.weekday >= 0 && d.weekday <= 6
      }),
    )
  })
})
