// Server-only (getHomePage): the page imports its types alone, so none of this reaches the browser.
import type { ContentView } from '@application/content/content-view.ts'
import type { FeaturedCars } from '@application/search/featured-cars.ts'
import type { StockTile, StockTiles } from '@domain/search/search-widgets.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import type { ShownReview } from '../reviews/Reviews.tsx'
import { organisationJsonLd, serialiseJsonLd } from '@domain/seo/json-ld.ts'
import { shownLocations } from '@domain/locations/location-view.ts'
import { sentAsJson } from '../../site/json-state.ts'
import { keptValue } from '../../caches/caches.ts'

/** Tiles shown per row on the home page. */
export const MAX_MAKE_TILES = 12
export const MAX_BODY_TILES = 8

/** The stock the home page shows: its count and link, the tiles shown, and every make and body the widget offers. */
export interface HomeStock {
  readonly count: number
  readonly href: string
  readonly makes: readonly StockTile[]
  readonly bodies: readonly StockTile[]
  /** every make and body type in stock (the widget's choices), most stocked first */
  readonly makeKeys: readonly string[]
  readonly bodyKeys: readonly string[]
}

/** What the home page reads of its content view: not the FAQs or news posts, and of each review what its card shows. */
export type HomeView = Pick<ContentView, 'origin' | 'page' | 'today' | 'promos' | 'locations'> & {
  readonly reviews: {
    readonly reviews: readonly ShownReview[]
    readonly count: number
    readonly average: number
  } | null
}

/** The home page's data: what it shows and no more, since the page's serialised state carries all of it. */
export interface HomeData {
  readonly view: HomeView
  readonly featured: FeaturedCars
  /** null when the stock search failed: the page leaves the tiles out */
  readonly stock: HomeStock | null
  /** the organisation's structured data, written here so the browser needs no JSON-LD code for it; null without locations */
  readonly jsonLd: string | null
}

/**
 * The stock part per tiles object (one per stock version): the same object from view to view (web/caches/caches.ts),
 * sent as JSON made once.
 */
const homeStockOf = (tiles: StockTiles): HomeStock =>
  keptValue(tiles, ['home stock'], () =>
    sentAsJson({
      count: tiles.count,
      href: tiles.href,
      makes: tiles.makes.slice(0, MAX_MAKE_TILES),
      bodies: tiles.bodies.slice(0, MAX_BODY_TILES),
      makeKeys: tiles.makes.map((t) => t.key),
      bodyKeys: tiles.bodies.map((t) => t.key),
    }),
  )

const shownReview = (r: ShownReview): ShownReview => ({
  id: r.id,
  customer_name: r.customer_name,
  text: r.text,
  rating: r.rating,
  review_date: r.review_date,
  ...(r.review_date_in_words !== undefined && { review_date_in_words: r.review_date_in_words }),
  ...(r.created_at_time_ago_in_words !== undefined && { created_at_time_ago_in_words: r.created_at_time_ago_in_words }),
  ...(r.source !== undefined && { source: r.source }),
})

type HomeReviews = NonNullable<HomeView['reviews']>

/**
 * The reviews part as one object while the tenant's reviews stay the same objects (a content change makes new
 * ones), kept by those objects, the count and the average (web/caches/caches.ts): its cards' markup is kept with it
 * (web/components/markup/kept-part.tsx).
 */
function homeReviewsOf(reviews: NonNullable<ContentView['reviews']>): HomeReviews {
  const shown = () => ({ count: reviews.count, average: reviews.average, reviews: reviews.reviews.map(shownReview) })
  const first = reviews.reviews[0]
  if (!first) return shown()
  return keptValue(first, ['home reviews', String(reviews.count), String(reviews.average), ...reviews.reviews], shown)
}

/**
 * The home page's data from its content view (reviews, promos, locations), newest cars and stock tiles: only the
 * tiles shown (the widget gets every make and body as a key), reviews as their cards read them (no pictures), no
 * FAQs or posts, and the organisation's JSON-LD as text.
 */
export function homeData(input: {
  site: Pick<PublicSite, 'name' | 'logo' | 'locale'>
  view: ContentView
  featured: FeaturedCars
  tiles: StockTiles | null
}): HomeData {
  const { site, view, featured, tiles } = input
  const locations = shownLocations(view)
  return {
    // per view (promotions are shuffled, "today" turns), but its large parts are the same objects from view to view
    // (the tenant's locations, which vehicle pages send as JSON too, and the kept reviews part): each is sent as its
    // JSON text, made once. Not the promos: a marked object is sent as JSON on every page, and the listing's state
    // carries the same promo objects within its 60 KB budget (tests/contract/listing-bytes.test.ts)
    view: {
      origin: view.origin,
      page: view.page,
      today: view.today,
      promos: view.promos,
      locations: sentAsJson(view.locations),
      reviews: view.reviews ? sentAsJson(homeReviewsOf(view.reviews)) : null,
    },
    featured: sentAsJson(featured),
    stock: tiles ? homeStockOf(tiles) : null,
    jsonLd: locations.length > 0 ? serialiseJsonLd(organisationJsonLd(site, view.origin, locations)) : null,
  }
}
