/**
 * Printable ASCII in the order of Unicode's root collation, which `localeCompare` uses in English locales: space,
 * punctuation, symbols, digits, then letters with case set aside (a lower and upper case letter share a place).
 */
const PRIMARY_ORDER = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz'
const PRIMARY = new Map([...PRIMARY_ORDER].map((c, i) => [c, i]))
const primaryOf = (c: string): number => PRIMARY.get(c.toLowerCase())!
const isPlainAscii = (s: string): boolean => /^[\x20-\x7e]*$/.test(s)

/**
 * Orders text as `a.localeCompare(b)` does in an English locale: letters before case (all 'a's before 'b's), then
 * lower case before upper case at the first letter that differs only in case. Make, model, body and facet names
 * are plain ASCII and are ordered by hand: the first `localeCompare` in a browser loads the runtime's collation
 * data, a long task on a phone's main thread while home's search widget or the listing's facets hydrate. Other text
 * (accents, other scripts) falls back to `localeCompare`.
 */
export function compareText(a: string, b: string): number {
  if (!isPlainAscii(a) || !isPlainAscii(b)) return a.localeCompare(b, 'en')
  const length = Math.min(a.length, b.length)
  for (let i = 0; i < length; i++) {
    const d = primaryOf(a[i]!) - primaryOf(b[i]!)
    if (d !== 0) return d < 0 ? -1 : 1
  }
  if (a.length !== b.length) return a.length < b.length ? -1 : 1
  // the same letters: the first difference in case decides, lower case first
  for (let i = 0; i < length; i++) {
    if (a[i] !== b[i]) return a[i] === a[i]!.toLowerCase() ? -1 : 1
  }
  return 0
}
