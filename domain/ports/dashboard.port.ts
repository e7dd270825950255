import type { Car } from '../cars/car.schema.ts'
import type { Manufacturer } from '../tenancy/dealership.schema.ts'
import type { SiteConfig } from '../tenancy/site-config.schema.ts'

export interface BookingSlot {
  readonly date: string
  readonly times: readonly string[]
}

export interface SearchPage {
  readonly id: number
  readonly path: string
  readonly title: string
  readonly description: string | null
}

/**
 * The dealer dashboard (SPEC §7). Every call answers `false` on failure: the caller
 * degrades the one part of the page that needed it.
 */
export interface DashboardPort {
  siteConfig(slug: string): Promise<SiteConfig | false>
  carById(websiteId: number, carId: string): Promise<Car | false>
  manufacturer(slug: string, websiteId: number): Promise<Manufacturer | false>
  availableServiceBookings(dealershipId: number): Promise<readonly BookingSlot[] | false>
  availableAppointmentBookings(dealershipId: number): Promise<readonly BookingSlot[] | false>
  searchPages(websiteId: number): Promise<readonly SearchPage[] | false>
  websiteSessionData(websiteId: number | null): Promise<Record<string, unknown> | null | false>
}
