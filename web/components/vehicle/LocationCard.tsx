import type { Location } from '@domain/locations/location.schema.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { todaysHours, weekHours, WEEKDAY_NAMES } from '@domain/locations/opening-hours.ts'
import { EVENT_IDS } from '@domain/events/event-catalogue.ts'
import { trackEvent } from './analytics.ts'

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 }

/** Today's weekday and yyyy-mm-dd in the dealer's time zone (from the request's "now", so SSR and browser agree). */
/** One formatter per zone: building an Intl.DateTimeFormat cost more than the rest of the card's render. */
const dayFormats = new Map<string, Intl.DateTimeFormat>()
const dayFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = dayFormats.get(timeZone)
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' })))
  return format
}

export function dealerToday(nowMs: number, timeZone: string): { weekday: number; isoDate: string } {
  const parts = dayFormat(timeZone).formatToParts(new Date(nowMs))
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return { weekday: WEEKDAY_INDEX[get('weekday')] ?? 0, isoDate: `${get('year')}-${get('month')}-${get('day')}` }
}

export const mapLinkOf = (location: Location): string =>
  location.address.map_url ??
  location.address.place_url ??
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location.address.full)}`

/** Where the car is: address, a map link (new tab, event 41), today's hours and the week's. */
export function LocationCard({ location, site, nowMs }: { location: Location; site: PublicSite; nowMs: number }) {
  const today = dealerToday(nowMs, site.locale.time_zone)
  const now = todaysHours(location, today, site.special_hours)
  const week = weekHours(location)
  return (
    <section className="location-card panel" aria-labelledby="location-heading">
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
      <p className="location-card__today">
        Today:{' '}
        {now.kind === 'special'
          ? `${now.label}: ${now.formated_hours}`
          : now.kind === 'regular'
            ? now.day.status === 'closed' ? 'Closed' : now.day.formated_hours
            : 'Call us for hours'}
      </p>
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
    </section>
  )
}
