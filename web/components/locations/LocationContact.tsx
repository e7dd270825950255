import type { Location } from '@domain/locations/location.schema.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { EVENT_IDS } from '@domain/events/event-catalogue.ts'
import { SiteLink } from '../links/SiteLink.tsx'
import { trackInteraction } from '../content/use-page-view.ts'
import { mapHref, phoneLink } from '@domain/locations/location-view.ts'

/** Click-to-call (event 25), email and get-directions (new tab, event 41) for one location. */
export function LocationContact({ site, location }: { site: PublicSite; location: Location }) {
  const phone = phoneLink(location.contact_detail.phone ?? location.contact_detail.landline_phone, site.locale.country)
  const mobile = phoneLink(location.contact_detail.mobile, site.locale.country)
  const email = location.contact_detail.email
  const detail = { location_id: location.id, location_name: location.name }
  return (
    <ul className="location-contact">
      {phone ? (
        <li>
          <span className="location-contact__label">Phone </span>
          <SiteLink
            href={phone.href}
            className="location-contact__phone"
            onClick={() => trackInteraction(EVENT_IDS.CLICK_TO_CALL, 'click_to_call', { ...detail, phone: phone.href })}
          >
            {phone.display}
          </SiteLink>
        </li>
      ) : null}
      {mobile && mobile.href !== phone?.href ? (
        <li>
          <span className="location-contact__label">Mobile </span>
          <SiteLink
            href={mobile.href}
            onClick={() =>
              trackInteraction(EVENT_IDS.CLICK_TO_CALL, 'click_to_call', { ...detail, phone: mobile.href })
            }
          >
            {mobile.display}
          </SiteLink>
        </li>
      ) : null}
      {email ? (
        <li>
          <span className="location-contact__label">Email </span>
          <SiteLink href={`mailto:${email}`}>{email}</SiteLink>
        </li>
      ) : null}
      <li>
        <SiteLink
          href={mapHref(location)}
          className="btn btn--ghost location-contact__map"
          onClick={() => trackInteraction(EVENT_IDS.GET_DIRECTIONS, 'get_directions', detail)}
        >
          Get directions<span className="visually-hidden"> to {location.name} (opens in a new tab)</span>
        </SiteLink>
      </li>
    </ul>
  )
}
