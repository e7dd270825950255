import type { Car } from '@domain/cars/car.schema.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { BookingSlot, DashboardPort, SearchPage } from '@domain/ports/dashboard.port.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'

/** How far ahead bookings are offered, in calendar days from today (today excluded). */
export const BOOKING_DAYS = 14
const DAY_MS = 86_400_000

/** Service bays open 7:30-15:30 on weekdays, 8:00-11:30 on Saturday; appointments hourly 9-16, Saturday 9-12. */
const times = (from: number, to: number, stepMinutes: number): string[] => {
  const out: string[] = []
  for (let m = from; m <= to; m += stepMinutes)
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`)
  return out
}
const SERVICE_TIMES = { weekday: times(7 * 60 + 30, 15 * 60 + 30, 30), saturday: times(8 * 60, 11 * 60 + 30, 30) }
const APPOINTMENT_TIMES = { weekday: times(9 * 60, 16 * 60, 60), saturday: times(9 * 60, 12 * 60, 60) }

/** A stable small hash, so 'already booked' slots are the same on every call and every machine. */
function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

/** Today's calendar date in a time zone, as days since the epoch (UTC midnight of that date). */
function todayIn(timeZone: string, nowMs: number): number {
  let text: string
  try {
    text = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      nowMs,
    )
  } catch {
    text = new Date(nowMs).toISOString().slice(0, 10)
  }
  const [y, m, d] = text.split('-').map(Number)
  return Date.UTC(y!, m! - 1, d!) / DAY_MS
}

export function bookingSlots(
  kind: 'service' | 'appointment',
  dealershipId: number,
  timeZone: string,
  nowMs: number,
): BookingSlot[] {
  const table = kind === 'service' ? SERVICE_TIMES : APPOINTMENT_TIMES
  const today = todayIn(timeZone, nowMs)
  const slots: BookingSlot[] = []
  for (let offset = 1; offset <= BOOKING_DAYS; offset++) {
    const day = new Date((today + offset) * DAY_MS)
    const weekday = day.getUTCDay()
    if (weekday === 0) continue // closed on Sundays
    const date = day.toISOString().slice(0, 10)
    // one slot in four (by hash) is already taken, deterministically per dealership, day and time
    const free = (weekday === 6 ? table.saturday : table.weekday).filter(
      (t) => hash(`${kind}:${dealershipId}:${date}:${t}`) % 4 !== 0,
    )
    if (free.length > 0) slots.push({ date, times: free })
  }
  return slots
}

export interface DashboardFixtureInput {
  readonly tenants: () => readonly Tenant[]
  readonly clock: ClockPort
  /** the demo inventory's car lookup; without it cars answer false */
  readonly carById?: (websiteId: number, carId: string) => Promise<Car | false>
}

/** The demo DashboardPort (SPEC §7): answers from tenant data, never from the network. */
export function createDashboardFixture(input: DashboardFixtureInput): DashboardPort {
  const byWebsite = (websiteId: number) => input.tenants().find((t) => t.site.id === websiteId)
  const byDealership = (dealershipId: number) =>
    input.tenants().find((t) => t.site.dealerships.some((d) => d.id === dealershipId))
  const slots = async (kind: 'service' | 'appointment', dealershipId: number) => {
    const tenant = byDealership(dealershipId)
    return tenant ? bookingSlots(kind, dealershipId, tenant.site.locale.time_zone, input.clock.now()) : false
  }
  return {
    async siteConfig(slug) {
      return input.tenants().find((t) => t.site.slug === slug)?.site ?? false
    },
    async carById(websiteId, carId) {
      return input.carById ? input.carById(websiteId, carId) : false
    },
    async manufacturer(slug, websiteId) {
      return byWebsite(websiteId)?.site.manufacturers.find((m) => m.slug === slug) ?? false
    },
    availableServiceBookings: (dealershipId) => slots('service', dealershipId),
    availableAppointmentBookings: (dealershipId) => slots('appointment', dealershipId),
    async searchPages(websiteId) {
      const tenant = byWebsite(websiteId)
      if (!tenant) return false
      return tenant.pages.map(
        (p, i): SearchPage => ({ id: i + 1, path: p.path, title: p.title, description: p.description || null }),
      )
    },
    async websiteSessionData(websiteId) {
      if (websiteId === null) return null
      const tenant = byWebsite(websiteId)
      if (!tenant) return false
      const { site } = tenant
      return {
        website_id: site.id,
        dealership_id: site.dealership_id,
        name: site.name,
        slug: site.slug,
        template: site.template,
        dealerships: site.dealerships.map((d) => ({ id: d.id, slug: d.slug, name: d.name })),
        locations: site.locations.filter((l) => l.visible).map((l) => ({ id: l.id, name: l.name, slug: l.slug })),
        ...tenant.session_data,
      }
    },
  }
}
