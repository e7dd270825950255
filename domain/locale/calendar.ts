/**
 * Calendar arithmetic on an instant shifted by a fixed UTC offset (minutes). The offset comes from the caller
 * (the tenant's zone at that instant), so the domain needs no time-zone database and no system clock.
 */
export interface CalendarDate {
  readonly year: number
  /** 1-12 */
  readonly month: number
  /** 1-31 */
  readonly day: number
  /** 0 = Sunday … 6 = Saturday */
  readonly weekday: number
}

export function calendarDate(nowMs: number, utcOffsetMinutes = 0): CalendarDate {
  const local = new Date(nowMs + utcOffsetMinutes * 60_000)
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
  }
}

export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** dd/mm/yyyy, the format reviews and offers use */
export const formatDayMonthYear = (d: Pick<CalendarDate, 'year' | 'month' | 'day'>): string =>
  `${String(d.day).padStart(2, '0')}/${String(d.month).padStart(2, '0')}/${String(d.year).padStart(4, '0')}`
