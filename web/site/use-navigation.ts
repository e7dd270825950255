import type { NavItem, SiteConfig } from '@domain/tenancy/site-config.schema.ts'

export interface BrandLink {
  readonly name: string
  readonly url: string
  readonly logo: string
}

// TEMPORARY until domain/links lands the navigation rules.
export function useNavigation(site: SiteConfig): { items: readonly NavItem[]; footer: readonly NavItem[]; brands: readonly BrandLink[] } {
  const items: NavItem[] = site.navigation.header ? [...site.navigation.header] : [{ label: 'Home', href: '/' }]
  return { items, footer: site.navigation.footer ?? [], brands: [] }
}
