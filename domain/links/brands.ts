import type { SiteConfig } from '../tenancy/site-config.schema.ts'

/** SPEC §2 brand dropdown: logos linked to their url, with per-make and per-tenant logo overrides and a fallback. */
export const BRAND_LOGO_FALLBACK = '/images/image-not-found.svg'

/** Makes whose logo file is not named after the make (the aliases of SPEC §9 share one logo). */
export const MAKE_LOGO_OVERRIDES: Readonly<Record<string, string>> = {
  'isuzu-ute': '/images/makes/isuzu.svg',
  gwm: '/images/makes/gwm-haval.svg',
  haval: '/images/makes/gwm-haval.svg',
  'gwm-haval': '/images/makes/gwm-haval.svg',
  'mercedes-benz': '/images/makes/mercedes-benz.svg',
  'mercedes-benz-trucks': '/images/makes/mercedes-benz.svg',
  gmsv: '/images/makes/chevrolet.svg',
  ssangyong: '/images/makes/ssangyong.svg',
}

export interface BrandLink {
  readonly name: string
  readonly url: string
  readonly logo: string
}

export const makeSlug = (make: string): string => make.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')

/** Tenant override, else the make's override, else the manufacturer's logo, else the image-not-found picture. */
export function brandLogo(site: Pick<SiteConfig, 'manufacturers'>, name: string, tenantLogo?: string | null): string {
  if (tenantLogo) return tenantLogo
  const slug = makeSlug(name)
  const override = MAKE_LOGO_OVERRIDES[slug]
  if (override) return override
  const maker = site.manufacturers.find((m) => m.slug === slug || makeSlug(m.name) === slug)
  return maker?.logo.url ?? BRAND_LOGO_FALLBACK
}

/**
 * The brand list: in 'replace' mode only the tenant's entries (split dealership entries, an extra entry, a Used Cars
 * entry…); in 'extend' mode the makes in stock (linked to /search/{make}) followed by the tenant's entries, a tenant
 * entry replacing a stock make of the same name.
 */
export function brandList(site: Pick<SiteConfig, 'navigation' | 'manufacturers'>, stockMakes: readonly string[]): readonly BrandLink[] {
  const tenant = site.navigation.brands.map((b) => ({ name: b.name, url: b.url, logo: brandLogo(site, b.name, b.logo_url) }))
  if (site.navigation.brands_mode === 'replace') return tenant
  const taken = new Set(tenant.map((b) => makeSlug(b.name)))
  const seen = new Set<string>()
  const stock: BrandLink[] = []
  for (const make of stockMakes) {
    const slug = makeSlug(make)
    if (slug === '' || taken.has(slug) || seen.has(slug)) continue
    seen.add(slug)
    stock.push({ name: make, url: `/search/${slug}`, logo: brandLogo(site, make) })
  }
  return [...stock, ...tenant]
}
