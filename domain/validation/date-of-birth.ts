import { isEmpty, type Validator } from './validators.ts'

export const DOB_IN_FUTURE_MESSAGE = 'Your date of birth cannot be in the future.'
export const INVALID_DATE_MESSAGE = 'Please enter a real date: day, month and year.'

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar day written YYYY-MM-DD that exists (no 31 April, no 29 February outside leap years). */
export function isCalendarDay(text: string): boolean {
  const match = ISO_DAY.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** Hours the furthest-ahead time zone (Line Islands, UTC+14) is ahead of UTC. */
const FURTHEST_AHEAD_HOURS = 14

/**
 * The latest calendar day anywhere on Earth at `nowMs` (YYYY-MM-DD): a server that does not know the shopper's
 * time zone refuses a date of birth only when it is after this day, so no shopper's today is refused.
 */
export function latestCalendarDay(nowMs: number): string {
  return new Date(nowMs + FURTHEST_AHEAD_HOURS * 3_600_000).toISOString().slice(0, 10)
}

/**
 * A date of birth: a real calendar day (YYYY-MM-DD, as the date field writes it) no later than `today()`, the
 * shopper's calendar day in the browser or `latestCalendarDay` on the server. Empty passes (the required rule's
 * business).
 */
export const dateOfBirth =
  (today: () => string): Validator =>
  (value) => {
    if (isEmpty(value)) return null
    const text = typeof value === 'string' ? value.trim() : ''
    if (!isCalendarDay(text)) return INVALID_DATE_MESSAGE
    return text > today() ? DOB_IN_FUTURE_MESSAGE : null
  }
