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
  promos: withDefault(Schema.Array(PromoCard), []),
  reviews: withDefault(Schema.Array(Review), []),
  demo_stock: DemoStockSpec,
})
export type TenantFile = typeof TenantFile.Type
export type Tenant = TenantFile
