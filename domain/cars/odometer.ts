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

/**
 * A number with comma thousands separators and at most three fraction digits. Rounded half away from zero on the
 * number's shortest decimal form, as Intl rounds: 0.0005 and 807953718741.7035 round up although their binary values
 * sit just below the half (which is why `toFixed`, which rounds the binary value, is not used).
 */
export function groupDigits(n: number): string {
  if (!Number.isFinite(n)) return n.toLocaleString('en-AU')
  const { whole, fraction } = roundToThousandths(shortestDecimal(Math.abs(n)))
  const sign = n < 0 || Object.is(n, -0) ? '-' : ''
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`
}

/** The digits of a non-negative finite number's shortest decimal form, without exponent notation. */
function shortestDecimal(abs: number): { whole: string; fraction: string } {
  const text = String(abs)
  const exponentAt = text.indexOf('e')
  if (exponentAt < 0) {
    const [whole = '0', fraction = ''] = text.split('.')
    return { whole, fraction }
  }
  const [intPart = '0', fracPart = ''] = text.slice(0, exponentAt).split('.')
  const mantissa = intPart + fracPart
  const point = intPart.length + Number(text.slice(exponentAt + 1))
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + mantissa }
  return { whole: mantissa.padEnd(point, '0').slice(0, point), fraction: mantissa.slice(point) }
}

function roundToThousandths({ whole, fraction }: { whole: string; fraction: string }): { whole: string; fraction: string } {
  const kept = (whole + fraction.slice(0, 3).padEnd(3, '0'))
  const roundsUp = (fraction[3] ?? '0') >= '5'
  const digits = roundsUp ? increment(kept) : kept
  const split = digits.length - 3
  return { whole: digits.slice(0, split).replace(/^0+(?=\d)/, ''), fraction: digits.slice(split).replace(/0+$/, '') }
}

/** A digit string plus one ('0999' → '1000', '999' → '1000'). */
function increment(digits: string): string {
  const trailingNines = digits.length - digits.replace(/9+$/, '').length
  const head = digits.slice(0, digits.length - trailingNines)
  const bumped = head === '' ? '1' : head.slice(0, -1) + String(Number(head.at(-1)) + 1)
  return bumped + '0'.repeat(trailingNines)
}
