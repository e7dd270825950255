import type { SiteConfig } from '../tenancy/site-config.schema.ts'

export const DEFAULT_FAVOURITES_PATH = '/my-garage?tab=saved-cars'

/** SPEC §2 Favourites page: /my-garage on the saved-cars tab, or the site's own page (e.g. /mybigboxcars). */
export function favouritesPath(site: Pick<SiteConfig, 'links'>): string {
  const p = site.links.favourites_path
  return p === '/my-garage' || p === '' ? DEFAULT_FAVOURITES_PATH : p
}
