import type { Car } from '@domain/cars/car.schema.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { WEEKLY_BANDS } from '@domain/finance/weekly-band.ts'
import { resolveInternalHref } from '@domain/links/internal-path.ts'
import { carDetailPath } from '@domain/links/vehicle-paths.ts'
import {
  defaultSearchPath,
  searchUrlContext,
  SEVEN_SEATER_PATH,
  weeklyLandingPath,
} from '@domain/search/search-paths.ts'

/** The sitemap protocol's limit for one file; beyond it a sitemap index would be needed (no tenant comes close). */
export const SITEMAP_URL_LIMIT = 50_000

/**
 * SPEC §2 generated landing pages: the weekly repayment bands and 7-seater cars. They are car searches, so only
 * the car template has them.
 */
export function landingPaths(tenant: Tenant): string[] {
  if (tenant.site.template !== 'car') return []
  const weekly = WEEKLY_BANDS.map((band) => weeklyLandingPath({ min: band.min, max: band.max }))
  return [...weekly.filter((p): p is string => p !== null), SEVEN_SEATER_PATH]
}

/**
 * Every path of a tenant worth indexing, in a stable order without repeats: home, content pages, location pages,
 * the default listing, landing pages, the brand and model pages (`build_model_pages` sites), then the detail page
 * of every listed car.
 */
export function sitemapPaths(
  tenant: Tenant,
  listedCars: readonly Pick<Car, 'slug'>[],
  modelPages: readonly string[] = [],
): string[] {
  const { site } = tenant
  const paths = [
    '/',
    ...tenant.pages.map((page) => resolveInternalHref(site, page.path)),
    ...site.locations.filter((l) => l.visible).map((l) => `/contact-us/${encodeURIComponent(l.slug)}`),
    defaultSearchPath(searchUrlContext(site)),
    ...landingPaths(tenant),
    ...modelPages,
    ...listedCars.map((car) => carDetailPath(site, car.slug)),
  ]
  return [...new Set(paths)].slice(0, SITEMAP_URL_LIMIT)
}

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)

export function sitemapXml(origin: string, paths: readonly string[]): string {
  // paths arrive URL-encoded (slugs via encodeURIComponent); only XML escaping is left to do
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
