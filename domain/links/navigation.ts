import type { NavItem } from '../tenancy/site-config.schema.ts'
import type { PublicSite } from '../tenancy/public-site.schema.ts'
import { resolveInternalHref } from './internal-path.ts'

/** The listing the 'Our Stock' item opens when the caller names none (the search module owns the real default). */
export const FALLBACK_STOCK_PATH = '/search/used-cars'

export const COMPANY_LINKS = [
  { label: 'About Us', href: '/about-us' },
  { label: 'Contact Us', href: '/contact' },
  { label: 'Careers', href: '/careers' },
  { label: 'Terms And Conditions', href: '/terms-and-conditions' },
] as const

/** SPEC §2 default navigation: Home, Our Stock, Vehicle Service, Parts, and Company. */
export function defaultNavigation(stockPath: string = FALLBACK_STOCK_PATH): readonly NavItem[] {
  return [
    { label: 'Home', href: '/' },
    { label: 'Our Stock', href: stockPath },
    { label: 'Vehicle Service', href: '/service' },
    { label: 'Parts', href: '/vehicle-parts-and-accessories' },
    { label: 'Company', children: [...COMPANY_LINKS] },
  ]
}

const resolveItem = (site: Pick<PublicSite, 'links' | 'finance'>, item: NavItem): NavItem => ({
  ...item,
  ...(item.href !== undefined ? { href: resolveInternalHref(site, item.href) } : {}),
  ...(item.children ? { children: item.children.map((c) => ({ ...c, href: resolveInternalHref(site, c.href) })) } : {}),
})

const stockPathOf = (site: Pick<PublicSite, 'search'>, stockPath?: string): string =>
  stockPath ?? site.search.default_search_path ?? FALLBACK_STOCK_PATH

/** The header menu: the site's configured header, else the default; links resolved for the site. */
export function headerNavigation(
  site: Pick<PublicSite, 'navigation' | 'links' | 'finance' | 'search'>,
  stockPath?: string,
): readonly NavItem[] {
  return (site.navigation.header ?? defaultNavigation(stockPathOf(site, stockPath))).map((i) => resolveItem(site, i))
}

/** The footer menu: the site's configured footer, else the default menu without Home. */
export function footerNavigation(
  site: Pick<PublicSite, 'navigation' | 'links' | 'finance' | 'search'>,
  stockPath?: string,
): readonly NavItem[] {
  const items =
    site.navigation.footer ?? defaultNavigation(stockPathOf(site, stockPath)).filter((i) => i.label !== 'Home')
  return items.map((i) => resolveItem(site, i))
}

/** The dealership group list some footers show: each dealership, linked to its primary visible location's page. */
export function footerDealershipList(
  site: Pick<PublicSite, 'navigation' | 'dealerships' | 'locations'>,
): readonly NavItem[] {
  if (!site.navigation.footer_dealership_list) return []
  return site.dealerships.map((d) => {
    const locs = site.locations
      .filter((l) => l.dealership_id === d.id && l.visible)
      .sort((a, b) => Number(b.primary) - Number(a.primary) || a.position - b.position)
    const loc = locs[0]
    return loc ? { label: d.name, href: `/contact-us/${loc.slug}` } : { label: d.name }
  })
}
