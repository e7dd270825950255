/**
 * SPEC §5 phone display patterns.
 *  AU: 10-digit numbers 4-3-3 ('0412 345 678', also 1300/1800); geographic area codes (02, 03, 07, 08) as
 *      '(0X) XXXX XXXX' — the spec names 02/07; 03 and 08 follow the same national convention.
 *  +61: '+61 4XX XXX XXX' for mobiles, '+61 X XXXX XXXX' for landlines.  +44: '+44 XXXX XXXXXX'.
 *  NZ: landlines '(0X) XXX XXXX' (09 Auckland, 03, 04, 06, 07); mobiles 02X grouped 3-3-3/3-3-4/3-4-4;
 *      +64: '+64 X XXX XXXX' landlines, '+64 2X XXX XXXX' mobiles.
 * Anything else is shown as written (trimmed). Formatting keeps every digit and is idempotent.
 */
type Country = 'AU' | 'NZ' | 'US'

const groups = (digits: string, sizes: readonly number[]): string => {
  const out: string[] = []
  let at = 0
  for (const size of sizes) {
    out.push(digits.slice(at, at + size))
    at += size
  }
  return out.join(' ')
}

function international(c: string): string | null {
  let m = /^\+61(4\d{8})$/.exec(c)
  if (m) return `+61 ${groups(m[1]!, [3, 3, 3])}`
  m = /^\+61([2378]\d{8})$/.exec(c)
  if (m) return `+61 ${groups(m[1]!, [1, 4, 4])}`
  m = /^\+44(\d{10})$/.exec(c)
  if (m) return `+44 ${groups(m[1]!, [4, 6])}`
  m = /^\+64([34679]\d{7})$/.exec(c)
  if (m) return `+64 ${groups(m[1]!, [1, 3, 4])}`
  m = /^\+64(2\d{7,9})$/.exec(c)
  if (m) return `+64 ${groups(m[1]!, [2, 3, m[1]!.length - 5])}`
  return null
}

function australian(c: string): string | null {
  if (/^0[2378]\d{8}$/.test(c)) return `(${c.slice(0, 2)}) ${groups(c.slice(2), [4, 4])}`
  if (/^\d{10}$/.test(c)) return groups(c, [4, 3, 3])
  return null
}

function newZealand(c: string): string | null {
  if (/^0[34679]\d{7}$/.test(c)) return `(${c.slice(0, 2)}) ${groups(c.slice(2), [3, 4])}`
  if (/^02\d{7,9}$/.test(c)) return groups(c, c.length === 9 ? [3, 3, 3] : c.length === 10 ? [3, 3, 4] : [3, 4, 4])
  return null
}

export function formatPhone(raw: string, country: Country = 'AU'): string {
  const compact = raw.trim().replace(/[\s()\-.]/g, '')
  const national = country === 'NZ' ? [newZealand, australian] : [australian, newZealand]
  for (const format of [international, ...national]) {
    const out = format(compact)
    if (out !== null) return out
  }
  return raw.trim()
}
