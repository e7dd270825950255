import { describe, expect, it } from 'vitest'
import { parseSearchUrl } from '@domain/search/search-url.ts'
import { searchUrlContext } from '@domain/search/search-paths.ts'
import { toSearchRequest } from '@domain/search/search-request.ts'
import { activeFilters } from '@domain/search/active-filters.ts'
import { WEEKLY_BAND_RANGES } from '@domain/search/bands.ts'
import { demoSearch } from './support/demo-search.ts'

/**
 * SPEC §2 weekly landing pages on real tenants' demo stock: a page named for a SPEC §9 band lists exactly the cars
 * its band's facet counts (bands take their lower bound, not their upper: a car at exactly $100 a week is in
 * 100-125, never 'under 100'), and says what it filters by in a removable chip.
 */
const { tenants, search } = demoSearch(['demo-motors', 'coastal-nissan'])
const LANDINGS = WEEKLY_BAND_RANGES.map((band) => ({
  band: band.key,
  path:
    band.min === null
      ? `/search/cars-under-${band.max}-per-week`
      : band.max === null
        ? `/search/${band.min}-plus-per-week`
        : `/search/${band.min}-to-${band.max}-per-week`,
}))

describe.each(tenants.map((t) => [t.site.slug, t] as const))('weekly landing pages on %s', (_, tenant) => {
  it.each(LANDINGS)('$path counts what its band facet counts and shows its chip', async ({ band, path }) => {
    const state = parseSearchUrl(path, '', searchUrlContext(tenant.site))
    const answer = await search.search(tenant.site, toSearchRequest(state, tenant.site))
    const everything = await search.search(
      tenant.site,
      toSearchRequest(parseSearchUrl('/search', '', searchUrlContext(tenant.site)), tenant.site),
    )
    expect(answer.estimatedTotalHits).toBe(everything.facetDistribution['weekly_price_range']?.[band] ?? 0)
    const chips = activeFilters(state, tenant.site).map((c) => c.label)
    expect(chips).toHaveLength(1)
    expect(chips[0]).toMatch(/^Weekly: (under \$\d+|\$\d+ to \$\d+|\$\d+ plus) per week$/)
  })

  it('a car at exactly $100 a week is on the 100-to-125 page, not the under-100 page', async () => {
    const ctx = searchUrlContext(tenant.site)
    const at = (path: string) =>
      search.search(tenant.site, { ...toSearchRequest(parseSearchUrl(path, '', ctx), tenant.site), limit: 1000 })
    const under = await at('/search/cars-under-100-per-week')
    const next = await at('/search/100-to-125-per-week')
    const ids = new Set(under.hits.map((h) => h.id))
    expect(next.hits.filter((h) => ids.has(h.id))).toEqual([])
  })
})
