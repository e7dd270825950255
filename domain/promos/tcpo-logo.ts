import type { PublicSite } from '../tenancy/public-site.schema.ts'

/** The tenant key that turns the sticky certified pre-owned (TCPO) logo on: its picture's path or URL. */
export const TCPO_LOGO_KEY = 'tcpo_logo_url'

export function tcpoLogoUrl(site: Pick<PublicSite, 'third_party_keys'>): string | null {
  const url = site.third_party_keys[TCPO_LOGO_KEY]?.trim()
  return url && /^(\/(?!\/)|https:\/\/)/.test(url) ? url : null
}
