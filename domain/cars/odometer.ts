import { groupThousands } from '../locale/group-thousands.ts'

/**
 * An odometer reading as the site shows it: '12,345 km' (en-AU grouping; fractions to three digits, as
 * `toLocaleString('en-AU')` wrote it). By hand, like formatPrice: the first `toLocaleString` in a browser loads the
 * runtime's number-format data, a long task on a phone's main thread while the vehicle page hydrates (its head and
 * specifications both show the reading).
 */
export function formatKm(km: number): string {
  return `${groupDigits(km)} km`
}

/**
 * A number with comma thousands separators and at most three fraction digits, rounded half away from zero on the
 * number's shortest decimal form, as Intl rounds: 0.0005 and 807953718741.7035 round up although their binary values
 * sit just below the half (which is why `toFixed`, which rounds the binary value, is not used). A number too large
 * or too small to write without an exponent (never an odometer's) is left to Intl.
 */
export function groupDigits(n: number): string {
  const text = String(Math.abs(n))
  if (!Number.isFinite(n) || text.includes('e')) return n.toLocaleString('en-AU')
  const [whole = '0', fraction = ''] = text.split('.')
  const up = (fraction[3] ?? '0') >= '5' ? 1n : 0n
  const thousandths = (BigInt(whole + fraction.slice(0, 3).padEnd(3, '0')) + up).toString().padStart(4, '0')
  const kept = thousandths.slice(-3).replace(/0+$/, '')
  const sign = n < 0 || Object.is(n, -0) ? '-' : ''
  return `${sign}${groupThousands(thousandths.slice(0, -3))}${kept ? `.${kept}` : ''}`
}
