import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { BOOKING_DAYS, bookingSlots, createDashboardFixture } from './dashboard-fixture.ts'

const site = makeSite({ manufacturers: [{ id: 5, name: 'Mazda', slug: 'mazda', logo: { url: null } }] })
const tenant = {
  site,
  pages: [{ path: '/about-us', title: 'About us', description: '', body: 'Hi' }],
  faqs: [],
  promos: [],
  reviews: [],
  demo_stock: { count: 1, seed: 1, makes: [], car_types: ['used'] },
} as unknown as Tenant
// Wednesday 2026-05-06 10:00 in Brisbane
const now = Date.UTC(2026, 4, 6, 0, 0)
const port = createDashboardFixture({ tenants: () => [tenant], clock: { now: () => now } })

describe('dashboard fixture', () => {
  it('offers the next 14 days without Sundays, deterministically', async () => {
    const slots = await port.availableServiceBookings(site.dealerships[0]!.id)
    if (!slots) throw new Error('expected slots')
    expect(slots[0]!.date).toBe('2026-05-07')
    expect(slots.map((s) => s.date)).not.toContain('2026-05-10') // a Sunday
    expect(slots.every((s) => s.date > '2026-05-06' && s.date <= '2026-05-20')).toBe(true)
    expect(slots.length).toBe(12)
    expect(await port.availableServiceBookings(site.dealerships[0]!.id)).toEqual(slots)
    expect(await port.availableServiceBookings(9999)).toBe(false)
  })
  it('answers manufacturers, search pages and session data from the tenant', async () => {
    expect(await port.manufacturer('mazda', site.id)).toMatchObject({ name: 'Mazda' })
    expect(await port.manufacturer('kia', site.id)).toBe(false)
    expect(await port.searchPages(site.id)).toEqual([
      { id: 1, path: '/about-us', title: 'About us', description: null },
    ])
    expect(await port.websiteSessionData(null)).toBeNull()
    expect(await port.websiteSessionData(site.id)).toMatchObject({ slug: site.slug })
    expect(await port.siteConfig(site.slug)).toBe(site)
    expect(await port.carById(site.id, 'x')).toBe(false)
  })
  it('property: never a Sunday, never past 14 days, times sorted and within opening hours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: 1, max: 9999 }),
        fc.constantFrom('service' as const, 'appointment' as const),
        (ms, id, kind) => {
          const slots = bookingSlots(kind, id, 'Australia/Brisbane', ms)
          expect(slots.length).toBeLessThanOrEqual(BOOKING_DAYS)
          for (const s of slots) {
            expect(new Date(`${s.date}T00:00:00Z`).getUTCDay()).not.toBe(0)
            expect([...s.times].sort()).toEqual(s.times)
            expect(s.times.every((t) => t >= '07:30' && t <= '16:00')).toBe(true)
          }
        },
      ),
      { numRuns: 50 },
    )
  })
})
