import type { Location, OpeningHoursDay, SpecialHours } from './location.schema.ts'

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/** A location's entry for a weekday (0 = Sunday … 6 = Saturday), or null when it has none. */
export function hoursForWeekday(location: Pick<Location, 'contact_detail'>, weekday: number): OpeningHoursDay | null {
  const day = ((Math.trunc(weekday) % 7) + 7) % 7
  return location.contact_detail.opening_hours.find((h) => h.day === day) ?? null
}

/** The week Monday first, as the contact page lists it; missing days are skipped. */
export function weekHours(location: Pick<Location, 'contact_detail'>): OpeningHoursDay[] {
  return [1, 2, 3, 4, 5, 6, 0].flatMap((d) => {
    const h = hoursForWeekday(location, d)
    return h === null ? [] : [h]
  })
}

export type TodaysHours =
  | { readonly kind: 'special'; readonly label: string; readonly formated_hours: string }
  | { readonly kind: 'regular'; readonly day: OpeningHoursDay }
  | { readonly kind: 'unknown' }

/**
 * Today's hours: a special-hours entry for today's date (yyyy-mm-dd; the location's own first, then the site's)
 * replaces the weekday entry.
 */
export function todaysHours(
  location: Pick<Location, 'contact_detail' | 'special_hours'>,
  today: { readonly weekday: number; readonly isoDate: string },
  siteSpecialHours: readonly SpecialHours[] = [],
): TodaysHours {
  const special = [...(location.special_hours ?? []), ...siteSpecialHours].find((s) => s.date === today.isoDate)
  if (special) return { kind: 'special', label: special.label, formated_hours: special.formated_hours }
  const day = hoursForWeekday(location, today.weekday)
  return day === null ? { kind: 'unknown' } : { kind: 'regular', day }
}
