import type { SiteConfig } from '../tenancy/site-config.schema.ts'

/** SPEC §2: pages that are never prefetched. */
export const NEVER_PREFETCH_PATHS = [
  '/book-test-drive',
  '/special-offers',
  '/mazda-finance-page',
  '/mazda-assured',
  '/guaranteed-future-value',
] as const
export const NEVER_PREFETCH_FRAGMENTS = ['/models', 'checkout', 'buy-online'] as const

const pathOf = (href: string): string => {
  const p = href.split(/[?#]/)[0] ?? ''
  return p.length > 1 ? p.replace(/\/+$/, '') : p
}
const under = (path: string, prefix: string): boolean => {
  const p = pathOf(prefix)
  return path === p || path.startsWith(`${p}/`)
}

/** Whether an internal link may be prefetched; the site adds its own paths (e.g. /my-garage, /our-locations). */
export function shouldPrefetch(site: Pick<SiteConfig, 'links'>, href: string): boolean {
  const path = pathOf(href)
  if (NEVER_PREFETCH_PATHS.some((p) => under(path, p))) return false
  if (NEVER_PREFETCH_FRAGMENTS.some((f) => path.includes(f))) return false
  return !site.links.no_prefetch.some((p) => under(path, p))
}
