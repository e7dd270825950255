import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { priceDisplay } from '@domain/pricing/price-display.ts'
import { isSold } from '@domain/stock/availability.ts'
import { formatKm } from '@domain/cars/odometer.ts'
import { breadcrumbJsonLd, carJsonLd } from './structured-data.ts'
import type { VehicleDetail } from '@application/vehicles/vehicle-detail-view.ts'
import { siteOfMatches, type RootMatch } from '../site/root-match.ts'

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

/**
 * Heads per car object. A head is made from the car, the site, the page's addresses and its location's name alone,
 * and the car is the same object on every view while its stock version lasts (its public form is kept per car:
 * application/vehicles/vehicle-detail.ts), so the title, description, Open Graph tags and structured data are
 * worked out once, not on every view. Weak: a car no longer kept takes its head with it.
 */
const heads = new WeakMap<
  object,
  { readonly site: PublicSite; readonly key: string; readonly head: ReturnType<typeof detailHead> }
>()

/** The detail page's head (nothing extra on its 404). */
export function detailRouteHead(detail: VehicleDetail | undefined, matches: readonly RootMatch[]) {
  const site = siteOfMatches(matches)
  if (!detail || !site) return {}
  const key = `${detail.pageUrl} ${detail.socialImageUrl} ${detail.listingPath} ${detail.location?.name ?? ''}`
  const kept = heads.get(detail.car)
  if (kept && kept.site === site && kept.key === key) return kept.head
  const head = detailHead(detail, site)
  heads.set(detail.car, { site, key, head })
  return head
}
