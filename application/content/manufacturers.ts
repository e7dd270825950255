import type { Manufacturer } from '@domain/tenancy/dealership.schema.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { type DashboardCacheDeps, dashboardAnswerCache } from '../kernel/ttl-cache.ts'

/** The dashboard's manufacturer call, a clock, and how long an answer (or a miss) is kept per website and make. */
export type ManufacturersDeps = DashboardCacheDeps<'manufacturer'>

/** at most this many (website, make) answers are kept; the oldest goes first */
export const MANUFACTURER_CACHE_CAP = 2000

/**
 * A make's manufacturer as the dealer's dashboard describes it for one website (SPEC §7
 * `GET /manufacturers/{slug}.json?website_id=`): id, name, slug and `logo.url` (often null) for brand pages and
 * make logos. Answers are kept per website and make for the TTL (a busy brand page asks the dashboard once per
 * TTL, not once per shopper); a dashboard that cannot answer gives null, and the page shows the make without it.
 */
export function createManufacturers(deps: ManufacturersDeps) {
  const cached = dashboardAnswerCache<Manufacturer>(deps, MANUFACTURER_CACHE_CAP)
  return async function manufacturer(site: Pick<SiteConfig, 'id'>, makeSlug: string): Promise<Manufacturer | null> {
    const slug = makeSlug.trim().toLowerCase()
    if (!/^[a-z0-9-]{1,60}$/.test(slug)) return null
    return cached(`${site.id}|${slug}`, () => deps.dashboard.manufacturer(slug, site.id))
  }
}
export type Manufacturers = ReturnType<typeof createManufacturers>
