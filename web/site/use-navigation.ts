import { useMemo } from 'react'
import type { NavItem } from '@domain/tenancy/site-config.schema.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import type { StockSummary } from '@domain/stock/stock-summary.ts'
import { footerDealershipList, footerNavigation, headerNavigation } from '@domain/links/navigation.ts'
import { brandList, type BrandLink } from '@domain/links/brands.ts'
import { searchUrlContext } from '@domain/search/search-paths.ts'
import { stockLinkUrl } from '@domain/search/search-widgets.ts'
import { keptValue } from '../caches/caches.ts'
import { useStockSummary } from './use-site.ts'

export interface SiteNavigation {
  readonly items: readonly NavItem[]
  readonly footer: readonly NavItem[]
  readonly dealerships: readonly NavItem[]
  readonly brands: readonly BrandLink[]
}

/** The tenant's header, footer and brand menus, from the domain's navigation rules. */
export function siteNavigation(site: PublicSite, stock: StockSummary): SiteNavigation {
  const context = searchUrlContext(site, stock.makeModels)
  // the tenant's default city filter and query suffix ride on its stock link (SPEC §2)
  const stockPath = stockLinkUrl({}, context)
  return {
    items: headerNavigation(site, stockPath),
    footer: footerNavigation(site, stockPath),
    dealerships: footerDealershipList(site),
    brands: site.navigation.brand_dropdown ? brandList(site, Object.keys(stock.makes), context) : [],
  }
}

/**
 * The menus are the same on every page of a tenant version (one site object and one stock summary object each),
 * and the header and the footer both read them: worked out once per pair (web/caches/caches.ts), not twice per page
 * view; in the browser once per pair for the page's life (its identity keeps the shell's parts as they are).
 */

export function useNavigation(site: PublicSite): SiteNavigation {
  const stock = useStockSummary()
  return useMemo(() => keptValue(site, ['navigation', stock], () => siteNavigation(site, stock)), [site, stock])
}
