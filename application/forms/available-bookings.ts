import type { BookingSlot, DashboardPort } from '@domain/ports/dashboard.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'

export interface BookingsQuery {
  readonly kind: 'service' | 'appointment'
  /** a dealership slug of the site; null (or one it does not have): its main dealership */
  readonly dealership: string | null
}

export type AvailableBookings = (site: SiteConfig, query: BookingsQuery) => Promise<readonly BookingSlot[]>

/**
 * Available service or appointment bookings of one of the site's dealerships (its main one by default). A dashboard
 * that cannot answer (`false`) gives no slots.
 */
export function createAvailableBookings(deps: {
  readonly dashboard: Pick<DashboardPort, 'availableServiceBookings' | 'availableAppointmentBookings'>
}): AvailableBookings {
  return async (site, query) => {
    const dealership =
      site.dealerships.find((d) => d.slug === query.dealership) ??
      site.dealerships.find((d) => d.id === site.dealership_id) ??
      site.dealerships[0]
    if (!dealership) return []
    const slots =
      query.kind === 'service'
        ? await deps.dashboard.availableServiceBookings(dealership.id)
        : await deps.dashboard.availableAppointmentBookings(dealership.id)
    return slots === false ? [] : slots
  }
}
