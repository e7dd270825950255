import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { calendarDate } from '@domain/locale/calendar.ts'
import { zonedNow } from './tenant-time.ts'

describe('zonedNow', () => {
  it('reads the tenant zone, not the server zone', () => {
    // 2025-06-30T15:30:00Z is already Tuesday 1 July in Brisbane (UTC+10) and Auckland (UTC+12)
    const at = Date.UTC(2025, 5, 30, 15, 30)
    expect(zonedNow(at, 'Australia/Brisbane')).toEqual({
      year: 2025,
      month: 7,
      day: 1,
      weekday: 2,
      isoDate: '2025-07-01',
      utcOffsetMinutes: 600,
    })
    expect(zonedNow(at, 'Pacific/Auckland').utcOffsetMinutes).toBe(720)
    expect(zonedNow(at, 'Australia/Perth')).toMatchObject({
      day: 30,
      weekday: 1,
      isoDate: '2025-06-30',
      utcOffsetMinutes: 480,
    })
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
    const zones = [
      'Australia/Brisbane',
      'Australia/Sydney',
      'Australia/Adelaide',
      'Australia/Perth',
      'Pacific/Auckland',
      'UTC',
    ]
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const z = zonedNow(ms, zone)
          const c = calendarDate(ms, z.utcOffsetMinutes)
          expect([c.year, c.month, c.day, c.weekday]).toEqual([z.year, z.month, z.day, z.weekday])
        },
      ),
      { numRuns: 300 },
    )
  })
  it('property: within a minute every instant gets the answer of a fresh reading (kept per zone and minute)', () => {
    const zones = [
      'Australia/Brisbane',
      'Australia/Sydney',
      'Australia/Adelaide',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'UTC',
      'Mars/Olympus',
    ]
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.nat(59_999),
        fc.constantFrom(...zones),
        (ms, within, zone) => {
          const start = Math.floor(ms / 60_000) * 60_000
          const first = zonedNow(start + within, zone)
          // another zone in between, then a different instant of the same minute: the kept answer, as a fresh one reads
          zonedNow(start, 'Asia/Kolkata')
          const at = start + ((within * 7919) % 60_000)
          const kept = zonedNow(at, zone)
          const z = kept
          const c = calendarDate(at, z.utcOffsetMinutes)
          expect([c.year, c.month, c.day, c.weekday]).toEqual([z.year, z.month, z.day, z.weekday])
          expect(kept).toEqual(first)
        },
      ),
      { numRuns: 300 },
    )
  })
  it('a kept answer ends with its minute: the first minute after a daylight-saving change reads the new offset', () => {
    // Sydney leaves daylight saving at 2026-04-04T16:00Z (03:00 AEDT becomes 02:00 AEST)
    const change = Date.UTC(2026, 3, 4, 16, 0)
    expect(zonedNow(change - 1, 'Australia/Sydney').utcOffsetMinutes).toBe(660)
    expect(zonedNow(change, 'Australia/Sydney').utcOffsetMinutes).toBe(600)
    expect(zonedNow(change - 1, 'Australia/Sydney').utcOffsetMinutes).toBe(660)
  })
})
