import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { phoneLink } from '../locations/location-view.ts'
import { trackInteraction } from '../content/use-page-view.ts'

/** A click-to-call link in the tenant's national format; a call fires event 25 (SPEC §9). */
export function PhoneLink({ phone, site, label, className }: { phone: string; site: PublicSite; label?: string; className?: string }) {
  const link = phoneLink(phone, site.locale.country)
  if (!link) return null
  return (
    <a className={className} href={link.href} onClick={() => trackInteraction(25, 'click_to_call', { phone: link.display })}>
      {label ? <span className="visually-hidden">{label} </span> : null}
      {link.display}
    </a>
  )
}
