import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { phoneLink } from '@domain/locations/location-view.ts'
import { trackInteraction } from '../content/use-page-view.ts'
import { keptValue } from '../../caches/caches.ts'

/**
 * A site's header and footer show the same few numbers on every page: each is formatted once per tenant version
 * (web/caches/caches.ts), not on every view.
 */
const linkOf = (site: PublicSite, phone: string): ReturnType<typeof phoneLink> =>
  keptValue(site, ['phone link', site.locale.country, phone], () => phoneLink(phone, site.locale.country))

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
