import { calendarDate, daysInMonth, formatDayMonthYear, type CalendarDate } from '../locale/calendar.ts'

/**
 * SPEC §9: an offer ends on the last day of the current month. "Current" is in the tenant's zone, given as the
 * UTC offset in minutes at `nowMs` (e.g. 600 for Brisbane), so no zone database or clock is needed here.
 */
export interface OfferEndDate extends Omit<CalendarDate, 'weekday'> {
  /** dd/mm/yyyy */
  readonly text: string
}

export function offerEndDateFromParts(year: number, month: number): OfferEndDate {
  const day = daysInMonth(year, month)
  return { year, month, day, text: formatDayMonthYear({ year, month, day }) }
}

export function offerEndDate(nowMs: number, utcOffsetMinutes = 0): OfferEndDate {
  const today = calendarDate(nowMs, utcOffsetMinutes)
  return offerEndDateFromParts(today.year, today.month)
}
