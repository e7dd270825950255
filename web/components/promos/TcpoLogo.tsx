import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { TCPO_LOGO } from '@domain/promos/promo-image.ts'
import { tcpoLogoUrl } from '@domain/promos/tcpo-logo.ts'

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
