import { boundedMap } from '@domain/kernel/bounded-map.ts'

/**
 * The tenant's calendar "now" from an instant and an IANA zone, with Intl (the domain has no clock or zone
 * database, so the content use case computes weekday, date and UTC offset and passes them in).
 */
export interface ZonedNow {
  readonly year: number
  readonly month: number
  readonly day: number
  /** 0 = Sunday … 6 = Saturday */
  readonly weekday: number
  /** yyyy-mm-dd, the special-hours key */
  readonly isoDate: string
  /** minutes east of UTC at that instant (600 for Brisbane, 780 for Auckland in summer) */
  readonly utcOffsetMinutes: number
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 }

/**
 * One formatter per zone, built on first use: building an Intl.DateTimeFormat costs more than formatting with it,
 * and every content page asks for its tenant's "today". null: a zone name Intl does not know.
 */
const formatters = new Map<string, Intl.DateTimeFormat | null>()

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let format = formatters.get(timeZone)
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        weekday: 'short',
        hourCycle: 'h23',
      })
    } catch {
      format = null
    }
    formatters.set(timeZone, format)
  }
  return format
}

/**
 * The last answer per zone and the UTC minute it holds for: zone offsets are whole minutes, so the date, weekday
 * and offset cannot change within one, and every page view in that minute gets the same object without formatting.
 */
const lastByZone = boundedMap<string, { readonly minute: number; readonly now: ZonedNow }>(1_000)

export function zonedNow(nowMs: number, timeZone: string): ZonedNow {
  const minute = Math.floor(nowMs / 60_000)
  const last = lastByZone.get(timeZone)
  if (last?.minute === minute) return last.now
  const now = formattedNow(nowMs, timeZone)
  lastByZone.set(timeZone, { minute, now })
  return now
}

function formattedNow(nowMs: number, timeZone: string): ZonedNow {
  const format = formatterFor(timeZone)
  // an unknown zone name must not take the page down: fall back to UTC
  if (!format) return formattedNow(nowMs, 'UTC')
  const parts = Object.fromEntries(format.formatToParts(new Date(nowMs)).map((p) => [p.type, p.value]))
  const year = Number(parts.year)
  const month = Number(parts.month)
  const day = Number(parts.day)
  const wallClockMs = Date.UTC(year, month - 1, day, Number(parts.hour), Number(parts.minute), Number(parts.second))
  const utcOffsetMinutes = Math.round((wallClockMs - Math.floor(nowMs / 1000) * 1000) / 60_000)
  const pad = (n: number, w = 2) => String(n).padStart(w, '0')
  return {
    year,
    month,
    day,
    weekday: WEEKDAYS[parts.weekday ?? 'Sun'] ?? 0,
    isoDate: `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
    utcOffsetMinutes,
  }
}
