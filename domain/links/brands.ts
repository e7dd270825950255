import type { SiteConfig } from '../tenancy/site-config.schema.ts'
import type { SearchUrlContext } from '../search/search-paths.ts'
import { makeTileUrl, shownMake } from '../search/search-widgets.ts'
import { withTenantDefaults } from '../search/search-url.ts'
import { brandPagePath, hasModelPages, soldMakes } from './model-pages.ts'
import { makeSlug } from './make-slug.ts'

/** SPEC §2 brand dropdown: logos linked to their url, with per-make and per-tenant logo overrides and a fallback. */
export const BRAND_LOGO_FALLBACK = '/images/image-not-found.svg'

/** The makes with a logo of their own in public/images/makes/{slug}.svg (tenants/make-logos.test.ts keeps the two in step). */
export const MAKE_LOGO_FILES: ReadonlySet<string> = new Set([
  'apollo',
  'audi',
  'avan',
  'avida',
  'bmw',
  'byd',
  'chevrolet',
  'coromal',
  'crusader',
  'ducati',
  'ford',
  'fuso',
  'gwm-haval',
  'harley-davidson',
  'hino',
  'holden',
  'honda',
  'hyundai',
  'isuzu',
  'jayco',
  'jeep',
  'kawasaki',
  'kenworth',
  'kia',
  'ktm',
  'land-rover',
  'lexus',
  'lifestyle-camper',
  'lotus',
  'mazda',
  'mdc',
  'mercedes-benz',
  'mg',
  'mitsubishi',
  'nissan',
  'porsche',
  'ram',
  'royal-enfield',
  'scania',
  'ssangyong',
  'subaru',
  'sunliner',
  'suzuki',
  'tesla',
  'toyota',
  'track-trailer',
  'trakka',
  'triumph',
  'ud',
  'volkswagen',
  'volvo',
  'winnebago',
  'yamaha',
])

/** Makes whose logo file is not named after the make (the aliases of SPEC §9 share one logo). */
export const MAKE_LOGO_OVERRIDES: Readonly<Record<string, string>> = {
  'isuzu-ute': '/images/makes/isuzu.svg',
  gwm: '/images/makes/gwm-haval.svg',
  haval: '/images/makes/gwm-haval.svg',
  'great-wall': '/images/makes/gwm-haval.svg',
  'mercedes-benz-trucks': '/images/makes/mercedes-benz.svg',
  gmsv: '/images/makes/chevrolet.svg',
}

export interface BrandLink {
  readonly name: string
  readonly url: string
  readonly logo: string
}

export { makeSlug }

/** The make's own logo shipped with the app (public/images/makes/), or null. */
export function makeLogo(name: string): string | null {
  const slug = makeSlug(name)
  return MAKE_LOGO_OVERRIDES[slug] ?? (MAKE_LOGO_FILES.has(slug) ? `/images/makes/${slug}.svg` : null)
}

/**
 * A brand's logo, most specific first: the tenant's own picture for the entry (`logo_url`), the make's logo
 * shipped in public/images/makes/, the manufacturer's logo from the site data (in live mode the dashboard's
 * manufacturers), else the image-not-found picture.
 */
export function brandLogo(site: Pick<SiteConfig, 'manufacturers'>, name: string, tenantLogo?: string | null): string {
  if (tenantLogo) return tenantLogo
  const own = makeLogo(name)
  if (own) return own
  const slug = makeSlug(name)
  const maker = site.manufacturers.find((m) => m.slug === slug || makeSlug(m.name) === slug)
  return maker?.logo.url ?? BRAND_LOGO_FALLBACK
}

const STOCK_PATH = /^\/(?:search|used-car\/list|find)(?:[/?#]|$)/

/**
 * Where a tenant entry's link goes: a /search/{make} link names a make, and opens that make's stock as a home
 * tile does (the codec's path only where the make is allowed there, else the query string) or, for a make the
 * site does not list, nothing (null: the entry is left out rather than open an empty or unfiltered listing); any
 * other listing link without a query string gets the tenant's default city filter and query suffix (SPEC §2).
 */
function entryUrl(
  url: string,
  stockMakes: readonly string[],
  ctx: SearchUrlContext,
  brandPage: (make: string) => string | null,
): string | null {
  const segment = /^\/search\/([^/?#]+)\/?$/.exec(url)?.[1]
  const named =
    segment === undefined ? undefined : [...stockMakes, ...ctx.search.path_makes].find((m) => makeSlug(m) === segment)
  const page = named === undefined ? null : brandPage(named)
  if (page !== null) return page
  if (named !== undefined) {
    const inStock = stockMakes.find((m) => makeSlug(m) === segment)
    return inStock !== undefined && shownMake(ctx)(inStock) ? makeTileUrl(inStock, ctx) : null
  }
  return STOCK_PATH.test(url) ? withTenantDefaults(url, ctx) : url
}

/**
 * The brand list: in 'replace' mode only the tenant's entries (split dealership entries, an extra entry, a Used Cars
 * entry…); in 'extend' mode the makes in stock followed by the tenant's entries, a tenant entry replacing a stock
 * make of the same name. A make opens the tenant's stock of that make (`makeTileUrl`), or its brand page on a
 * `build_model_pages` site that sells it; a make-branded site lists its make only; an entry for a make the site
 * does not list is left out.
 */
export function brandList(
  site: Pick<SiteConfig, 'navigation' | 'manufacturers'> & Partial<Pick<SiteConfig, 'flags' | 'dealerships'>>,
  stockMakes: readonly string[],
  ctx: SearchUrlContext,
): readonly BrandLink[] {
  // build_model_pages: a make the site sells opens its brand page rather than its listing
  const { flags, dealerships } = site
  const sold =
    flags && dealerships && hasModelPages({ flags })
      ? new Set(
          soldMakes({ dealerships, manufacturers: site.manufacturers, search: ctx.search }, stockMakes).map(makeSlug),
        )
      : null
  const brandPage = (make: string): string | null => (sold?.has(makeSlug(make)) ? brandPagePath(make) : null)
  const tenant = site.navigation.brands.flatMap((b) => {
    const url = entryUrl(b.url, stockMakes, ctx, brandPage)
    return url === null ? [] : [{ name: b.name, url, logo: brandLogo(site, b.name, b.logo_url) }]
  })
  if (site.navigation.brands_mode === 'replace') return tenant
  const taken = new Set(site.navigation.brands.map((b) => makeSlug(b.name)))
  const seen = new Set<string>()
  const shown = shownMake(ctx)
  const stock: BrandLink[] = []
  for (const make of stockMakes) {
    const slug = makeSlug(make)
    if (slug === '' || taken.has(slug) || seen.has(slug) || !shown(make)) continue
    seen.add(slug)
    stock.push({ name: make, url: brandPage(make) ?? makeTileUrl(make, ctx), logo: brandLogo(site, make) })
  }
  return [...stock, ...tenant]
}
