import { zonedNow } from '@application/content/tenant-time.ts'

/** The dealer's weekday (0 = Sunday) and yyyy-mm-dd at the request's "now": the location card's "Today" row. */
export interface DealerDay {
  readonly weekday: number
  readonly isoDate: string
}

/**
 * Today in the dealer's time zone, as content pages read it (application/content/tenant-time.ts: one formatter per
 * zone, UTC for a zone Intl does not know). Computed on the server with the page's data (detail.functions.ts), so the
 * browser never builds a zone formatter while the page hydrates (its first costs a phone tens of milliseconds).
 */
export function dealerToday(nowMs: number, timeZone: string): DealerDay {
  const { weekday, isoDate } = zonedNow(nowMs, timeZone)
  return { weekday, isoDate }
}
