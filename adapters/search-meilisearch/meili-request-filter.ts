import type { FilterCondition } from '@domain/search/filter-condition.ts'
import { requestConditions, type FilterFields, type ShopperFilters } from '@domain/search/request-filter.ts'
import { conditionsToMeili, type MeiliFilter } from './meili-filter.ts'

export interface BaseFilters {
  /** the stock filter from domain/stock, already engine-neutral */
  readonly stockFilter?: ReadonlyArray<FilterCondition>
  /** the tenant's own search_filters: raw Meilisearch strings from trusted configuration */
  readonly tenantFilters?: ReadonlyArray<string>
  /** where the weekly amount is read (default: the search documents' `weekly_payment`) */
  readonly fields?: FilterFields
}

/**
 * SPEC §5/§7 filter array for Meilisearch: tenant search_filters, stock filter, then the shopper's facets.
 * `exclude` drops one facet's own filter (for its disjunctive facet-count query).
 */
export const toMeiliFilter = (filters: ShopperFilters, base: BaseFilters = {}, exclude?: string): MeiliFilter => [
  ...(base.tenantFilters ?? []),
  ...conditionsToMeili(requestConditions(filters, base.stockFilter, exclude, base.fields)),
]
