/**
 * SPEC §5 phone normalisation: strip spaces, brackets and '+', and turn the +61/0061/+64/0064 prefixes into the
 * trunk 0. A trunk 0 written after the country code ("+61 (0)4…") is dropped rather than doubled.
 * Steps repeat until nothing changes, so the result is a fixed point: normalising twice equals once.
 */
const INTERNATIONAL_PREFIX = /^(?:\+|00)(61|64)/

function step(s: string): string {
  let out = s.replace(/[\s()[\]{}]/g, '')
  const prefix = INTERNATIONAL_PREFIX.exec(out)
  if (prefix) out = `0${out.slice(prefix[0].length).replace(/^0/, '')}`
  return out.replace(/\+/g, '')
}

export function normalisePhone(raw: string): string {
  let current = raw
  for (;;) {
    const next = step(current)
    if (next === current) return next
    current = next
  }
}

/** The country an international prefix names ('AU' for +61/0061, 'NZ' for +64/0064), else null. */
export function phonePrefixCountry(raw: string): 'AU' | 'NZ' | null {
  const prefix = INTERNATIONAL_PREFIX.exec(raw.replace(/[\s()[\]{}]/g, ''))
  return prefix === null ? null : prefix[1] === '61' ? 'AU' : 'NZ'
}
