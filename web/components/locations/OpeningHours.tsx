import type { Location, SpecialHours } from '@domain/locations/location.schema.ts'
import { WEEKDAY_NAMES, todaysHours, weekHours } from '@domain/locations/opening-hours.ts'
import { specialDateLabel, upcomingSpecialHours } from '@domain/locations/location-view.ts'

export interface TenantToday {
  readonly weekday: number
  readonly isoDate: string
}

/** The week Monday first, today highlighted (special hours replace today's entry), then upcoming special hours. */
export function OpeningHours({
  location,
  today,
  siteSpecialHours,
  language,
  headingLevel = 3,
}: {
  location: Location
  today: TenantToday
  siteSpecialHours: readonly SpecialHours[]
  language: string
  headingLevel?: 2 | 3
}) {
  const Heading = `h${headingLevel}` as const
  const now = todaysHours(location, today, siteSpecialHours)
  const upcoming = upcomingSpecialHours(location, siteSpecialHours, today.isoDate).filter(
    (s) => s.date !== today.isoDate,
  )
  return (
    <div className="opening-hours">
      <Heading>Opening hours</Heading>
      <table>
        <caption className="visually-hidden">Opening hours of {location.name}</caption>
        <tbody>
          {weekHours(location).map((day) => {
            const isToday = day.day === today.weekday
            const hours =
              isToday && now.kind === 'special' ? `${now.formated_hours} (${now.label})` : day.formated_hours
            return (
              <tr
                key={day.day}
                className={isToday ? 'is-today' : undefined}
                aria-current={isToday ? 'date' : undefined}
                data-status={day.status}
              >
                <th scope="row">
                  {WEEKDAY_NAMES[day.day]}
                  {isToday ? <span className="today-badge"> (today)</span> : null}
                </th>
                <td>{hours}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {upcoming.length > 0 ? (
        <div className="special-hours">
          <p className="special-hours__title">
            <strong>Special hours</strong>
          </p>
          <ul>
            {upcoming.map((s) => (
              <li key={s.date}>
                <time dateTime={s.date}>{specialDateLabel(s.date, language)}</time> – {s.label}: {s.formated_hours}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}

/** One line: what today looks like ('Open today 8:30am - 5:30pm', 'Closed today', or the special hours). */
export function TodayLine({
  location,
  today,
  siteSpecialHours,
}: {
  location: Location
  today: TenantToday
  siteSpecialHours: readonly SpecialHours[]
}) {
  const now = todaysHours(location, today, siteSpecialHours)
  const text =
    now.kind === 'special'
      ? `${now.label}: ${now.formated_hours}`
      : now.kind === 'regular'
        ? now.day.status === 'open'
          ? `Open today ${now.day.formated_hours}`
          : 'Closed today'
        : 'Call for today\u2019s hours'
  return <p className="today-line">{text}</p>
}
