import type { Location } from '@domain/locations/location.schema.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { todaysHours, weekHours, WEEKDAY_NAMES } from '@domain/locations/opening-hours.ts'
import { EVENT_IDS } from '@domain/events/event-catalogue.ts'
import { trackEvent } from './analytics.ts'
import { mapHref } from '@domain/locations/location-view.ts'
import type { DealerDay } from '@application/content/dealer-today.ts'
import { useKeptContent } from '../markup/kept-part.tsx'

export const mapLinkOf = (location: Location): string => mapHref(location)

/**
 * Where the car is: address, a map link (new tab, event 41), today's hours and the week's. Its content is kept per
 * location object, today's line and weekday (../markup/kept-part.tsx).
 */
export function LocationCard({ location, site, today }: { location: Location; site: PublicSite; today: DealerDay }) {
  const now = todaysHours(location, today, site.special_hours)
  const week = weekHours(location)
  const todayText = `Today: ${
    now.kind === 'special'
      ? `${now.label}: ${now.formated_hours}`
      : now.kind === 'regular'
        ? now.day.status === 'closed'
          ? 'Closed'
          : now.day.formated_hours
        : 'Call us for hours'
  }`
  const content = useKeptContent(
    site,
    location,
    `${today.weekday} ${todayText}`,
    <>
      <h2 id="location-heading">{location.name}</h2>
      <address>{location.address.full}</address>
      <p>
        <a
          href={mapLinkOf(location)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => trackEvent(EVENT_IDS.GET_DIRECTIONS, { location_id: location.id })}
        >
          Get directions<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      <p className="location-card__today">{todayText}</p>
      {week.length > 0 ? (
        <table className="opening-hours">
          <caption>Opening hours</caption>
          <tbody>
            {week.map((h) => (
              <tr key={h.day} aria-current={h.day === today.weekday ? 'date' : undefined}>
                <th scope="row">{WEEKDAY_NAMES[h.day]}</th>
                <td>{h.status === 'closed' ? 'Closed' : h.formated_hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>,
  )
  return <section className="location-card panel" aria-labelledby="location-heading" {...content} />
}
