import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { calendarDate } from '@domain/locale/calendar.ts'
import { zonedNow } from './tenant-time.ts'

describe('zonedNow', () => {
  it('reads the tenant zone, not the server zone', () => {
    // 2025-06-30T15:30:00Z is already Tuesday 1 July in Brisbane (UTC+10) and Auckland (UTC+12)
    const at = Date.UTC(2025, 5, 30, 15, 30)
    expect(zonedNow(at, 'Australia/Brisbane')).toEqual({ year: 2025, month: 7, day: 1, weekday: 2, isoDate: '2025-07-01', utcOffsetMinutes: 600 })
    expect(zonedNow(at, 'Pacific/Auckland').utcOffsetMinutes).toBe(720)
    expect(zonedNow(at, 'Australia/Perth')).toMatchObject({ day: 30, weekday: 1, isoDate: '2025-06-30', utcOffsetMinutes: 480 })
  })
  it('follows daylight saving (Sydney +11 in January, Auckland +13)', () => {
    const at = Date.UTC(2026, 0, 15, 0, 0)
    expect(zonedNow(at, 'Australia/Sydney').utcOffsetMinutes).toBe(660)
    expect(zonedNow(at, 'Pacific/Auckland').utcOffsetMinutes).toBe(780)
  })
  it('an unknown zone falls back to UTC', () => {
    expect(zonedNow(Date.UTC(2025, 0, 1), 'Mars/Olympus')).toMatchObject({ isoDate: '2025-01-01', utcOffsetMinutes: 0 })
  })
  it('agrees with the domain calendar shifted by the offset it reports', () => {
    const zones = ['Australia/Brisbane', 'Australia/Sydney', 'Australia/Adelaide', 'Australia/Perth', 'Pacific/Auckland', 'UTC']
    fc.assert(fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), fc.constantFrom(...zones), (ms, zone) => {
      const z = zonedNow(ms, zone)
      const c = calendarDate(ms, z.utcOffsetMinutes)
      expect([c.year, c.month, c.day, c.weekday]).toEqual([z.year, z.month, z.day, z.weekday])
    }), { numRuns: 300 })
  })
})
