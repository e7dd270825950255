import { describe, expect, it } from 'vitest'
import { isListingPath, searchUrlContext } from '@domain/search/search-paths.ts'
import { formatSearchUrl, parseSearchUrl } from '@domain/search/search-url.ts'
import type { NavItem } from '@domain/tenancy/site-config.schema.ts'
import { loadTenants } from '@adapters/tenants-files/load-tenants.ts'

/**
 * A tenant's menus never offer one listing under two names: 'Rental Cars' on the subscription site listed the same
 * cars as 'Subscription Cars' (there is no rental stock). Two links are the same listing when their addresses read as
 * the same filters.
 */
const hrefs = (items: ReadonlyArray<NavItem> | null): string[] =>
  (items ?? []).flatMap((item) => [
    ...(item.href === undefined ? [] : [item.href]),
    ...(item.children ?? []).map((child) => child.href),
  ])

describe.each(loadTenants().map((t) => [t.site.slug, t] as const))('the menus of %s', (_, tenant) => {
  it('name each listing once', () => {
    const ctx = searchUrlContext(tenant.site)
    for (const menu of [tenant.site.navigation.header, tenant.site.navigation.footer]) {
      const listings = hrefs(menu)
        .map((href) => new URL(href, 'https://dealer.example'))
        .filter((url) => isListingPath(url.pathname, ctx))
        .map((url) => formatSearchUrl(parseSearchUrl(url.pathname, url.search, ctx), ctx))
      expect(listings).toEqual([...new Set(listings)])
    }
  })
})
