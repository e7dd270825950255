import { groupThousands } from '../locale/group-thousands.ts'

/**
 * SPEC §5 price display: '$', thousands separators, and cents only when there are any — a lone decimal digit is
 * padded to two (12345.5 → '$12,345.50', 12345 → '$12,345'). Amounts round to the cent; negatives read '-$5'.
 * Formatted by hand so the output never depends on the runtime's locale data.
 */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) return ''
  const cents = Math.round(Math.abs(amount) * 100)
  const sign = amount < 0 && cents > 0 ? '-' : ''
  const dollars = Math.floor(cents / 100)
  const remainder = cents % 100
  const grouped = groupThousands(String(dollars))
  return `${sign}$${grouped}${remainder === 0 ? '' : `.${String(remainder).padStart(2, '0')}`}`
}

/** Reads a formatted price back ('$12,345.50' → 12345.5); null when it is not one. */
export function parsePrice(text: string): number | null {
  const match = /^(-?)\$(\d{1,3}(?:,\d{3})*)(?:\.(\d{2}))?$/.exec(text.trim())
  if (!match) return null
  const value = Number(match[2]!.replace(/,/g, '')) + (match[3] ? Number(match[3]) / 100 : 0)
  return match[1] ? -value : value
}
