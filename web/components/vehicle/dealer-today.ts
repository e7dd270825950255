/** The dealer's weekday (0 = Sunday) and yyyy-mm-dd at the request's "now": the location card's "Today" row. */
export interface DealerDay {
  readonly weekday: number
  readonly isoDate: string
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 }

/** One formatter per zone: building an Intl.DateTimeFormat cost more than the rest of the card's render. */
const dayFormats = new Map<string, Intl.DateTimeFormat>()
const dayFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = dayFormats.get(timeZone)
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' })))
  return format
}

/**
 * Today in the dealer's time zone. Computed on the server with the page's data (detail.functions.ts), so the
 * browser never builds a zone formatter while the page hydrates (its first costs a phone tens of milliseconds).
 */
export function dealerToday(nowMs: number, timeZone: string): DealerDay {
  const parts = dayFormat(timeZone).formatToParts(new Date(nowMs))
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return { weekday: WEEKDAY_INDEX[get('weekday')] ?? 0, isoDate: `${get('year')}-${get('month')}-${get('day')}` }
}
