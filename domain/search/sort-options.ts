import type { SortKey } from '../tenancy/site-config.schema.ts'
import type { SortOption } from './search-state.ts'
import { SORT_LABELS } from './search-state.ts'
import { SORT_OPTIONS } from './facets.ts'

/**
 * SPEC §2 sort options as Meilisearch sort expressions. Most Relevant is the tenant's default sort
 * (SiteConfig search.default_sort: custom_rank:desc, or created_at_timestamp:desc / price:asc for some tenants).
 */
export const sortExpression = (option: SortOption, tenantDefault: SortKey): SortKey => {
  switch (option) {
    case 'relevance':
      return tenantDefault
    case 'latest':
      return 'created_at_timestamp:desc'
    case 'price_desc':
      return 'price:desc'
    case 'price_asc':
      return 'price:asc'
  }
}

/**
 * The sort a listing runs for an option, by the price its cards show (`priceField`): on a site that offers
 * subscriptions (SPEC §3 offers_subscription) the cards show the subscription price first (SPEC §4), so Highest and
 * Lowest Price order by it, and the cars without one follow in their sale price's order.
 */
export const sortExpressions = (
  option: SortOption,
  tenantDefault: SortKey,
  priceField: 'price' | 'subscription_price' = 'price',
): ReadonlyArray<string> => {
  const key = sortExpression(option, tenantDefault)
  if (priceField === 'price' || (option !== 'price_asc' && option !== 'price_desc')) return [key]
  const direction = option === 'price_asc' ? 'asc' : 'desc'
  return [`${priceField}:${direction}`, `price:${direction}`]
}

/** The sort menu in display order. */
export const SORT_CHOICES: ReadonlyArray<{ readonly key: SortOption; readonly label: string }> = SORT_OPTIONS.map(
  (key) => ({ key, label: SORT_LABELS[key] }),
)
