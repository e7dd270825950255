/** `MM/YY` or `MM/YYYY` → month and four-digit year, or null (providers such as Till take them apart). */
export function parseExpiry(value: string): { month: string; year: string } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value)
  if (!m) return null
  const month = Number(m[1])
  if (month < 1 || month > 12) return null
  const year = m[2]!.length === 2 ? `20${m[2]}` : m[2]!
  return { month: String(month).padStart(2, '0'), year }
}
