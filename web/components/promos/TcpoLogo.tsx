import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { TCPO_LOGO } from '@domain/promos/promo-image.ts'

/** The tenant key that turns the sticky certified pre-owned (TCPO) logo on: its picture's path or URL. */
export const TCPO_LOGO_KEY = 'tcpo_logo_url'

export function tcpoLogoUrl(site: Pick<PublicSite, 'third_party_keys'>): string | null {
  const url = site.third_party_keys[TCPO_LOGO_KEY]?.trim()
  return url && /^(\/(?!\/)|https:\/\/)/.test(url) ? url : null
}

/** The sticky TCPO logo at 150×41, only where the tenant configures it. */
export function TcpoLogo({ site }: { site: Pick<PublicSite, 'third_party_keys' | 'name'> }) {
  const url = tcpoLogoUrl(site)
  if (!url) return null
  return (
    <div className="tcpo-logo">
      <img
        src={url}
        width={TCPO_LOGO.width}
        height={TCPO_LOGO.height}
        alt="Toyota Certified Pre-Owned"
        loading="lazy"
        decoding="async"
      />
    </div>
  )
}
