import { buildMultiSearch, type MultiSearchBody } from './multi-search.ts'
import { normalizeRequest } from '@domain/search/normalize-request.ts'
import type { SearchRequest } from '@domain/search/search-request.schema.ts'
import { tenantScopeFilters } from './tenant-scope.ts'
import { stockFilterClauses } from '@domain/stock/stock-filter.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import type { FilterFields } from '@domain/search/request-filter.ts'
import { paymentWeekField } from '@domain/search/spec-filters.ts'

/**
 * How a production index's cars are filtered: weekly repayments compare the tenant's finance provider's
 * `finance_lenders.{lender}.paymentWeek` (SPEC §7); a site without a provider has no lender to compare, so a band
 * matches the index's `weekly_price_range` facet label.
 */
export const meiliFilterFields = (site: Pick<PublicSite, 'finance'>): FilterFields => ({
  weeklyPayment: site.finance.provider === null ? null : paymentWeekField(site.finance.provider),
})

/**
 * The SPEC §7 multi-search body for a tenant and request, as the adapter sends it. Its own module, free of the
 * Meilisearch client, so the browser's direct search builds the very same body without shipping the client (the
 * browser knows the public site and the index its grant names).
 */
export const multiSearchBody = (
  site: PublicSite & { readonly search: { readonly index: string } },
  request: SearchRequest,
  nowMs: number,
): MultiSearchBody => {
  const normal = normalizeRequest(site, request)
  return buildMultiSearch(normal, {
    indexUid: site.search.index,
    stockFilter: stockFilterClauses(site, nowMs, { sort: normal.sort[0] ?? null }),
    tenantFilters: tenantScopeFilters(site),
    fields: meiliFilterFields(site),
  })
}
