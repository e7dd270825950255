import { Schema } from 'effect'
import { withDefault } from '../kernel/with-default.ts'
import { SiteConfig } from './site-config.schema.ts'
import { PromoCard } from '../promos/promo-card.schema.ts'
import { Review } from '../reviews/review.schema.ts'

/** A content page of a tenant: markdown body rendered inert (no raw HTML). */
export const ContentPage = Schema.Struct({
  path: Schema.String.check(Schema.isPattern(/^\/[a-z0-9\-/]*$/)),
  title: Schema.String,
  description: withDefault(Schema.String, ''),
  body: Schema.String,
})
export type ContentPage = typeof ContentPage.Type

/** A news (blog) post of a tenant: shown on its news page, newest first; markdown body rendered inert. */
export const NewsPost = Schema.Struct({
  slug: Schema.String.check(Schema.isPattern(/^[a-z0-9-]+$/)),
  title: Schema.String,
  /** publication day, YYYY-MM-DD */
  date: Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/)),
  summary: withDefault(Schema.String, ''),
  body: Schema.String,
})
export type NewsPost = typeof NewsPost.Type

export const FaqEntry = Schema.Struct({ question: Schema.String, answer: Schema.String })

/** How the demo stock generator fills this tenant's showroom. */
export const DemoStockSpec = Schema.Struct({
  count: withDefault(Schema.Number, 300),
  seed: Schema.Number,
  /** makes to draw from; empty = the template's usual makes */
  makes: withDefault(Schema.Array(Schema.String), []),
  car_types: withDefault(Schema.Array(Schema.Literals(['new', 'used', 'demo'])), ['new', 'used', 'demo']),
})
export type DemoStockSpec = typeof DemoStockSpec.Type

/** One tenant data file: `tenants/sites/{slug}.json`. */
export const TenantFile = Schema.Struct({
  site: SiteConfig,
  pages: withDefault(Schema.Array(ContentPage), []),
  faqs: withDefault(Schema.Array(FaqEntry), []),
  /** the tenant's news/blog posts (the site's `blogs` config decides whether its news page is on); none if absent */
  posts: Schema.optional(Schema.Array(NewsPost)),
  promos: withDefault(Schema.Array(PromoCard), []),
  reviews: withDefault(Schema.Array(Review), []),
  demo_stock: DemoStockSpec,
  /** demo and mock: what the demo dashboard answers for website_session_data.json (live: the dashboard's own) */
  session_data: Schema.optional(Schema.Record(Schema.String, Schema.Unknown)),
})
export type TenantFile = typeof TenantFile.Type
export type Tenant = TenantFile
