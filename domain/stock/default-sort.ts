import type { SortKey } from '../tenancy/site-config.schema.ts'
import type { PublicSite } from '../tenancy/public-site.schema.ts'

/**
 * SPEC §7: the default sort is custom_rank descending; one group sorts by created_at_timestamp descending and
 * two sites by price ascending. Which one a tenant gets is `site.search.default_sort`.
 */
export const DEFAULT_SORT: SortKey = 'custom_rank:desc'

export const defaultSort = (site: PublicSite): SortKey => site.search.default_sort

/** The sort a search runs with: the shopper's choice, else the tenant default. */
export const effectiveSort = (site: PublicSite, requested: string | null | undefined): string =>
  requested !== null && requested !== undefined && requested !== '' ? requested : defaultSort(site)

/** Price-ascending sorts also need price > 0 on sites with the switch on (SPEC §9). */
export const sortRequiresPrice = (site: PublicSite, sort: string): boolean =>
  site.search.price_ascending_requires_price && sort === 'price:asc'
