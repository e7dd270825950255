import { cardTag } from '@domain/tags/card-tag.ts'
import { priceDisplay } from '@domain/pricing/price-display.ts'
import { belowMarket } from '@domain/pricing/below-market.ts'
import { depositAmountCents, isReservable } from '@domain/pricing/reservable.ts'
import { isSold } from '@domain/stock/availability.ts'
import { carDetailPath } from '@domain/links/vehicle-paths.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { InventoryPort } from '@domain/ports/inventory.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { locationOf } from './vehicle-detail.ts'

export interface QaStockDeps {
  readonly inventory: Pick<InventoryPort, 'listed'>
  readonly clock: ClockPort
  /** whether this server shows QA pages (a live site only behind its QA token) */
  readonly enabled: boolean
}

/**
 * QA (demo and mock; live only behind the QA token): the site's listed vehicles with the branch each one takes on the detail page (tag,
 * price display, below-market, reservable), so browser tests pick a car per branch from the live stock. null
 * where QA pages are off.
 */
export function createQaStock({ inventory, clock, enabled }: QaStockDeps) {
  return async (site: SiteConfig) => {
    if (!enabled) return null
    const now = clock.now()
    const cars = (await inventory.listed(site)).map((car) => ({
      id: car.id,
      slug: car.slug,
      name: car.name,
      path: carDetailPath(site, car.slug),
      car_type: car.car_type,
      tag: cardTag(car, site, now),
      price: priceDisplay(car, site),
      below_market: belowMarket(car, site) !== null,
      reservable: isReservable(car, site),
      deposit_cents: isReservable(car, site) ? depositAmountCents(car, site) : null,
      sold: isSold(car),
      images: car.images.length,
      phone: locationOf(site, car)?.contact_detail.phone ?? car.location?.phone ?? null,
      dealership_id: car.dealership_id,
    }))
    return { website_id: site.id, cars }
  }
}
