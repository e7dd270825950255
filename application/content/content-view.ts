import type { ContentPage, NewsPost, Tenant } from '@domain/tenancy/tenant.schema.ts'
import { hasNews, newestFirst } from '@domain/links/news.ts'
import type { PromoCard } from '@domain/promos/promo-card.schema.ts'
import type { Review } from '@domain/reviews/review.schema.ts'
import type { Location } from '@domain/locations/location.schema.ts'
import type { ClockPort, RandomPort } from '@domain/ports/clock.port.ts'
import { visiblePromos } from '@domain/promos/promo-cards.ts'
import { reviewSummary, visibleReviews } from '@domain/reviews/reviews.ts'
import { offerEndDate } from '@domain/promos/offer-end-date.ts'
import { zonedNow, type ZonedNow } from './tenant-time.ts'
import type { PageOrigin } from '../seo/page-origin.ts'

export type ContentExtra = 'faqs' | 'reviews' | 'promos' | 'posts' | 'locations'

export interface ContentRequest {
  readonly path: string
  readonly extras: readonly ContentExtra[]
}

export interface ReviewsView {
  readonly reviews: readonly Review[]
  /** the dealership's own figures (count and average) */
  readonly count: number
  readonly average: number
}

/** Everything a content page needs from the server, in one round trip. */
export interface ContentView {
  readonly origin: string
  readonly page: ContentPage | null
  readonly today: ZonedNow
  /** dd/mm/yyyy, last day of the tenant's current month */
  readonly offerEnds: string
  readonly faqs: readonly { question: string; answer: string }[]
  readonly reviews: ReviewsView | null
  readonly promos: readonly PromoCard[]
  /** the tenant's news posts, newest first (only for the news page, and only where the site shows news) */
  readonly posts: readonly NewsPost[]
  /**
   * the tenant's visible locations with hours, map links and review figures (only for the pages that show a location
   * card or page: every other page has the shell's contact basics of them)
   */
  readonly locations: readonly Location[]
}

const PATH = /^\/[a-z0-9\-/]*$/

/** The page path a request names: trailing slashes dropped, anything outside the page path shape becomes '/'. */
export function contentPath(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : ''
  const path = text.length > 1 ? text.replace(/\/+$/, '') : text
  return PATH.test(path) ? path : '/'
}

export function readContentRequest(data: unknown): ContentRequest {
  const input = (data ?? {}) as { path?: unknown; extras?: unknown }
  const extras = Array.isArray(input.extras)
    ? input.extras.filter(
        (e): e is ContentExtra =>
          e === 'faqs' || e === 'reviews' || e === 'promos' || e === 'posts' || e === 'locations',
      )
    : []
  return { path: contentPath(input.path), extras }
}

/**
 * The review figures shown with the carousel: the site's own dealership's count and average when it has any,
 * else the summary of the tenant's reviews. Shown reviews pass the domain's rating and quantity rules.
 */
export function reviewsView(tenant: Pick<Tenant, 'site' | 'reviews'>): ReviewsView {
  const reviews = visibleReviews(tenant.reviews)
  const own = tenant.site.dealerships.find((d) => d.id === tenant.site.dealership_id) ?? tenant.site.dealerships[0]
  if (own && own.review_count > 0) return { reviews, count: own.review_count, average: own.average_rating }
  const summary = reviewSummary(tenant.reviews)
  return { reviews, count: summary.count, average: summary.average_rating }
}

export function buildContentView(
  tenant: Tenant,
  request: ContentRequest,
  env: { origin: string; nowMs: number; random: RandomPort },
): ContentView {
  const today = zonedNow(env.nowMs, tenant.site.locale.time_zone)
  const want = new Set(request.extras)
  return {
    origin: env.origin,
    page: tenant.pages.find((p) => p.path === request.path) ?? null,
    today,
    offerEnds: offerEndDate(env.nowMs, today.utcOffsetMinutes).text,
    faqs: want.has('faqs') ? tenant.faqs : [],
    reviews: want.has('reviews') && tenant.site.flags.reviews ? reviewsView(tenant) : null,
    promos: want.has('promos') ? visiblePromos(tenant.promos, { nowMs: env.nowMs, random: env.random }) : [],
    posts: want.has('posts') && hasNews(tenant) ? newestFirst(tenant.posts ?? []) : [],
    locations: want.has('locations') ? tenant.site.locations.filter((l) => l.visible) : [],
  }
}

export interface ContentViewDeps {
  readonly clock: ClockPort
  /** promo order for cards without a position (SPEC §4 "optionally shuffled") */
  readonly random: RandomPort
  readonly origin: PageOrigin
}

/**
 * A content page's data for a tenant: the page (tenant.pages), the origin for canonical URLs, the tenant's
 * "today", and the FAQs, reviews or promos asked for.
 */
export function createContentView(deps: ContentViewDeps) {
  return (tenant: Tenant, request: ContentRequest, requestOrigin: string): ContentView =>
    buildContentView(tenant, request, {
      origin: deps.origin(tenant, requestOrigin),
      nowMs: deps.clock.now(),
      random: deps.random,
    })
}
