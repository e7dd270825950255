import type { Location, SpecialHours } from '@domain/locations/location.schema.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { effectiveLocationType } from '@domain/locations/locations.ts'
import { SiteLink } from '../links/SiteLink.tsx'
import { LocationContact } from './LocationContact.tsx'
import { TodayLine, type TenantToday } from './OpeningHours.tsx'
import { LOCATION_TYPE_LABELS, locationPath } from '@domain/locations/location-view.ts'
import { useKeptContent } from '../markup/kept-part.tsx'

/**
 * A location in a list: name (linking to its page), type, address, today's hours and contact actions. Its markup
 * is kept on the server per location object, day and heading level (../markup/kept-part.tsx).
 */
export function LocationCard({
  site,
  location,
  today,
  headingLevel = 3,
}: {
  site: PublicSite
  location: Location
  today: TenantToday
  headingLevel?: 2 | 3
}) {
  const Heading = `h${headingLevel}` as const
  const special: readonly SpecialHours[] = site.special_hours
  const content = useKeptContent(
    site,
    location,
    `${today.isoDate} ${today.weekday} ${headingLevel}`,
    <>
      <Heading className="location-card__name">
        <SiteLink href={locationPath(location)}>{location.name}</SiteLink>
      </Heading>
      <p className="location-card__type">{LOCATION_TYPE_LABELS[effectiveLocationType(location.location_type)]}</p>
      <address className="location-card__address">{location.address.full}</address>
      <TodayLine location={location} today={today} siteSpecialHours={special} />
      <LocationContact site={site} location={location} />
    </>,
  )
  return <article className="location-card panel" data-location={location.slug} {...content} />
}
