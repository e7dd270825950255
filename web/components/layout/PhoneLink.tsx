import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { phoneLink } from '../locations/location-view.ts'
import { trackInteraction } from '../content/use-page-view.ts'
import { boundedMap } from '@domain/kernel/bounded-map.ts'

type Country = PublicSite['locale']['country']

/**
 * A site's header and footer show the same few numbers on every page: each is formatted once (per country), not on
 * every view. Bounded: past this many numbers it starts again.
 */
const formatted = boundedMap<string, ReturnType<typeof phoneLink>>(2_000)
const linkOf = (phone: string, country: Country): ReturnType<typeof phoneLink> =>
  formatted.ensure(`${country} ${phone}`, () => phoneLink(phone, country))

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
  const link = linkOf(phone, site.locale.country)
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
