import { groupThousands } from '../locale/group-thousands.ts'

/**
 * An odometer reading as the site shows it: '12,345 km' (en-AU grouping; fractions to three digits, as
 * `toLocaleString('en-AU')` wrote it). By hand, like formatPrice: the first `toLocaleString` in a browser loads the
 * runtime's number-format data, 30–70 ms of a phone's main thread while the vehicle page hydrates (its head and
 * specifications both show the reading).
 */
export function formatKm(km: number): string {
  return `${groupDigits(km)} km`
}

/** A number with comma thousands separators and at most three fraction digits (rounded half away from zero). */
export function groupDigits(n: number): string {
  if (!Number.isFinite(n)) return n.toLocaleString('en-AU')
  const [whole = '0', fraction = ''] = Math.abs(n).toFixed(3).split('.')
  const digits = fraction.replace(/0+$/, '')
  const sign = n < 0 || Object.is(n, -0) ? '-' : ''
  return `${sign}${groupThousands(whole)}${digits ? `.${digits}` : ''}`
}
