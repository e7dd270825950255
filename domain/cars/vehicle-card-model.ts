import type { CardCar } from './card-car.ts'
import { vehicleDisplayName } from './vehicle-name.ts'
import { financeEligible } from '../finance/eligibility.ts'
import { financeStrip, type FinanceStrip } from '../finance/finance-strip.ts'
import { financeLink } from '../links/finance-links.ts'
import { buyOnlinePath, carDetailPath, checkoutPath, tradeInPath, withArrivalAction } from '../links/vehicle-paths.ts'
import { distanceUnit } from '../locale/locale-defaults.ts'
import { formatPrice } from '../pricing/format-price.ts'
import { priceDisplay, type PriceDisplay } from '../pricing/price-display.ts'
import { depositAmountCents, isReservable } from '../pricing/reservable.ts'
import type { SearchUrlContext } from '../search/search-paths.ts'
import { emptySearchState } from '../search/search-state.ts'
import { formatSearchUrl } from '../search/search-url.ts'
import { isAvailable } from '../stock/availability.ts'
import { cardTag, type CardTag } from '../tags/card-tag.ts'
import type { PublicSite } from '../tenancy/public-site.schema.ts'
import { bodyFacet } from '../search/search-document.ts'
import { groupThousands } from '../locale/group-thousands.ts'

/** One action of a card, in SPEC §2 order. */
export interface CardAction {
  readonly kind: 'enquire' | 'shop' | 'finance' | 'details' | 'test-drive' | 'reserve' | 'trade-in'
  readonly label: string
  readonly href: string
}

/** Everything a vehicle card shows, worked out from the domain rules (no React here, so it is testable). */
export interface VehicleCardModel {
  /** the car's name as shoppers read it (a feed's repeated model or badge shown once) */
  readonly name: string
  readonly detailHref: string
  readonly tag: CardTag | null
  /** the picture is a default or coming-soon image: the 'New Arrival' panel shows instead */
  readonly newArrival: boolean
  readonly location: string | null
  readonly specs: ReadonlyArray<string>
  readonly price: PriceDisplay
  readonly finance: FinanceStrip | null
  /** null for unavailable (sold) cars, which offer `similarHref` instead */
  readonly actions: ReadonlyArray<CardAction> | null
  readonly similarHref: string | null
}

/**
 * The picture widths a card offers: a card is at most about 575 CSS px wide (one column below 576 px, else a half
 * or a third of the page), so 1080 covers it on 2× screens; the detail page's sizes are not needed here, and each
 * width is a long optimiser address in every card's markup.
 */
export const CARD_IMAGE_WIDTHS = [384, 640, 828, 1080] as const

const PLACEHOLDER = /(^|[/_-])(default|coming[-_]?soon|no[-_]?image|placeholder)[^/]*$/i

/** SPEC §2: a car without a photo, or whose photo is the feed's default or coming-soon picture. */
export function isPlaceholderImage(car: Pick<CardCar, 'primary_image_url' | 'images'>): boolean {
  const url = car.primary_image_url ?? car.images[0]?.image.url ?? null
  if (url === null || url.trim() === '') return true
  const path = url.split(/[?#]/)[0] ?? ''
  return PLACEHOLDER.test(path)
}

const grouped = (n: number) => groupThousands(String(Math.round(n)))

export function vehicleCardModel(
  car: CardCar,
  site: PublicSite,
  nowMs: number,
  ctx: SearchUrlContext,
): VehicleCardModel {
  const detailHref = carDetailPath(site, car.slug)
  const year = new Date(nowMs).getUTCFullYear()
  const unit = distanceUnit(site.locale.country)
  const specs = [
    String(car.year),
    car.km !== null ? `${grouped(car.km)} ${unit}` : null,
    car.simple_transmission,
    car.simple_fuel ?? car.fuel,
  ].filter((s): s is string => s !== null && s !== '')
  const available = isAvailable(car)
  let actions: CardAction[] | null = null
  let similarHref: string | null = null
  if (available) {
    // 'Shop Now' only for a car that can be bought online (the buy-online page's own rule); others keep Enquire
    const shop = isReservable(car, site) ? buyOnlinePath(site, car.slug) : null
    const provider = site.finance.provider
    actions = [
      shop
        ? { kind: 'shop', label: 'Shop Now', href: shop }
        : { kind: 'enquire', label: 'Enquire', href: withArrivalAction(detailHref, 'enquire') },
      ...(provider !== null && financeEligible(car, provider, year)
        ? [{ kind: 'finance', label: 'Get Finance', href: financeLink(site, { car }) } as const]
        : []),
      { kind: 'details', label: 'View Details', href: detailHref },
      ...(car.status === 'in_stock'
        ? [
            {
              kind: 'test-drive',
              label: 'Book a Test Drive',
              href: withArrivalAction(detailHref, 'test-drive'),
            } as const,
          ]
        : []),
      ...(isReservable(car, site)
        ? [
            {
              kind: 'reserve',
              label: `Reserve Now ${formatPrice(depositAmountCents(car, site) / 100)}`,
              href: checkoutPath(car.slug),
            } as const,
          ]
        : []),
      { kind: 'trade-in', label: 'Trade-In Valuation', href: tradeInPath(car.id) },
    ]
  } else {
    const body = bodyFacet(car.simple_body)
    similarHref = formatSearchUrl(
      {
        ...emptySearchState,
        refinements: { make: [car.make], model: [car.model], ...(body !== null && { body: [body] }) },
      },
      ctx,
    )
  }
  return {
    name: vehicleDisplayName(car),
    detailHref,
    tag: cardTag(car, site, nowMs),
    newArrival: isPlaceholderImage(car),
    location: car.location_name ?? car.city ?? null,
    specs,
    price: priceDisplay(car, site),
    finance: financeStrip(car, site, year),
    actions,
    similarHref,
  }
}
