import { createFileRoute } from '@tanstack/react-router'
import { cardTag } from '@domain/tags/card-tag.ts'
import { priceDisplay } from '@domain/pricing/price-display.ts'
import { belowMarket } from '@domain/pricing/below-market.ts'
import { depositAmountCents, isReservable } from '@domain/pricing/reservable.ts'
import { isSold } from '@domain/stock/availability.ts'
import { carDetailPath } from '@domain/links/vehicle-paths.ts'
import { getServices } from '../../server/composition/composition.server.ts'
import { requestTenant } from '../../site/site-context.server.ts'
import { locationOf } from '../../vehicle/detail.server.ts'

/**
 * QA (demo and mock only): the current site's listed vehicles with the branch each one takes on the detail page
 * (tag, price display, below-market, reservable), so browser tests pick a car per branch from the live stock.
 */
export const Route = createFileRoute('/mock/vehicle-stock.json')({
  server: {
    handlers: {
      GET: async () => {
        const tenant = requestTenant()
        const { mode, inventory, clock } = getServices()
        if (!tenant || mode === 'live') return new Response('Not found', { status: 404 })
        const site = tenant.site
        const now = clock.now()
        const cars = (await inventory.listed(site)).map((car) => ({
          id: car.id,
          slug: car.slug,
          name: car.name,
          path: carDetailPath(site, car.slug),
          car_type: car.car_type,
          tag: cardTag(car, site, now),
          price: priceDisplay(car),
          below_market: belowMarket(car) !== null,
          reservable: isReservable(car, site),
          deposit_cents: isReservable(car, site) ? depositAmountCents(car, site) : null,
          sold: isSold(car),
          images: car.images.length,
          phone: locationOf(site, car)?.contact_detail.phone ?? car.location?.phone ?? null,
          dealership_id: car.dealership_id,
        }))
        return new Response(JSON.stringify({ website_id: site.id, cars }), {
          headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
        })
      },
    },
  },
})
