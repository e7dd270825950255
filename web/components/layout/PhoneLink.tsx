import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { phoneLink } from '@domain/locations/location-view.ts'
import { trackInteraction } from '../content/use-page-view.ts'
import { boundedMap } from '@domain/kernel/bounded-map.ts'
import { cacheKey } from '@domain/kernel/cache-key.ts'
import { perSite } from '../../site/per-site.ts'

/**
 * A site's header and footer show the same few numbers on every page: each is formatted once per tenant version
 * (web/site/per-site.ts), not on every view. Bounded: past this many numbers a site's start again.
 */
const formattedOf = perSite(() => boundedMap<string, ReturnType<typeof phoneLink>>(2_000))
const linkOf = (site: PublicSite, phone: string): ReturnType<typeof phoneLink> =>
  formattedOf(site).ensure(cacheKey([site.locale.country, phone]), () => phoneLink(phone, site.locale.country))

/** A click-to-call link in the tenant's national format; a call fires event 25 (SPEC §9). */
export function PhoneLink({
  phone,
  site,
  label,
  className,
}: {
  phone: string
  site: PublicSite
  label?: string
  className?: string
}) {
  const link = linkOf(site, phone)
  if (!link) return null
  return (
    <a
      className={className}
      href={link.href}
      onClick={() => trackInteraction(25, 'click_to_call', { phone: link.display })}
    >
      {label ? <span className="visually-hidden">{`${label} `}</span> : null}
      {link.display}
    </a>
  )
}
