import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { priceDisplay } from '@domain/pricing/price-display.ts'
import { isSold } from '@domain/stock/availability.ts'
import { formatKm } from '@domain/cars/odometer.ts'
import { breadcrumbJsonLd, carJsonLd } from '@domain/seo/car-json-ld.ts'
import type { VehicleDetail } from '@application/vehicles/vehicle-detail-view.ts'

/** The page description: what, how far, price and where, in one sentence crawlers show. */
export function detailDescription(detail: VehicleDetail, site: Pick<PublicSite, 'name' | 'flags'>): string {
  const { car } = detail
  const bits = [
    `${isSold(car) ? 'Recently sold: ' : ''}${car.name}`,
    car.km !== null ? formatKm(car.km) : null,
    car.simple_transmission,
    car.fuel ?? car.simple_fuel,
    priceDisplay(car, site).text,
  ].filter((b): b is string => !!b)
  const where = detail.location ? ` at ${detail.location.name}` : ` at ${site.name}`
  return `${bits.join(', ')}${where}.`
}

/** title, description, canonical, Open Graph / Twitter card and JSON-LD (Car + Offer, BreadcrumbList). */
export function detailHead(detail: VehicleDetail, site: PublicSite) {
  const { car } = detail
  const title = `${car.name} | ${site.name}`
  const description = detailDescription(detail, site)
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'product' },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: detail.pageUrl },
      { property: 'og:image', content: detail.socialImageUrl },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:site_name', content: site.name },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:image', content: detail.socialImageUrl },
      { 'script:ld+json': carJsonLd(car, site, detail.pageUrl, detail.socialImageUrl) },
      { 'script:ld+json': breadcrumbJsonLd(car, site, detail.pageUrl, detail.listingPath) },
    ],
    links: [{ rel: 'canonical', href: detail.pageUrl }],
  }
}
