import type { Car } from './car.schema.ts'

/**
 * A vehicle's name as shoppers read it. Feeds compose names as year, make, model and badge, and a badge that
 * starts with the model ('Macan' + 'Macan S', 'GLC' + 'GLC 300', '390 Duke' + '390 Duke') then shows the model
 * twice: '2015 Porsche Macan Macan S'. The rule: where the make, model or badge appears in the name, words right
 * after it that repeat its last words are one copy too many ('Macan Macan S' → 'Macan S'; 'Monster Monster+' →
 * 'Monster+' and 'Cannon Cannon-L' → 'Cannon-L', the later word being the fuller one; 'CX-5 CX-50' stays). Names that only share a
 * word ('Land Rover Range Rover') stay whole: nothing there is repeated back to back.
 */
export type NameParts = Pick<Car, 'name' | 'make' | 'model' | 'badge'>

const words = (text: string | null | undefined): string[] =>
  (text ?? '')
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '')
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
/** the later word repeats the earlier one, perhaps with a variant after a mark ('Monster+', 'Cannon-L'; not 'CX-50') */
const repeats = (earlier: string, later: string) =>
  same(earlier, later) ||
  (later.toLowerCase().startsWith(earlier.toLowerCase()) && /^[^\p{L}\p{N}]/u.test(later.slice(earlier.length)))

function indexOfRun(haystack: readonly string[], needle: readonly string[], from = 0): number {
  for (let i = from; i + needle.length <= haystack.length; i++) {
    if (needle.every((w, j) => same(w, haystack[i + j]!))) return i
  }
  return -1
}

/** Where `part` appears in `name` and the next k words repeat its last k (largest k): the index range to drop. */
function repeatAfter(name: readonly string[], part: readonly string[]): { start: number; count: number } | null {
  if (part.length === 0) return null
  for (let at = indexOfRun(name, part); at >= 0; at = indexOfRun(name, part, at + 1)) {
    const end = at + part.length
    for (let k = part.length; k >= 1; k--) {
      if (end + k > name.length) continue
      const tail = part.slice(-k)
      if (!tail.every((w, j) => repeats(w, name[end + j]!))) continue
      // the same words twice: the later copy goes; a fuller later word ('Monster+') replaces the earlier one
      return tail.every((w, j) => same(w, name[end + j]!)) ? { start: end, count: k } : { start: end - k, count: k }
    }
  }
  return null
}

/** The name with repeated make, model and badge words removed (whitespace collapsed); idempotent. */
export function vehicleDisplayName(parts: NameParts): string {
  let name = words(parts.name)
  const phrases = [words(parts.make), words(parts.model), words(parts.badge)]
  for (let changed = true; changed; ) {
    changed = false
    for (const phrase of phrases) {
      const found = repeatAfter(name, phrase)
      if (found) {
        name = [...name.slice(0, found.start), ...name.slice(found.start + found.count)]
        changed = true
      }
    }
  }
  return name.join(' ')
}

/** The name a feed or generator gives a car built from its parts: year, make, model and badge, without repeats. */
export const composeVehicleName = (year: number, make: string, model: string, badge: string | null): string =>
  vehicleDisplayName({
    name: [year, make, model, badge].filter((p) => p !== null && p !== '').join(' '),
    make,
    model,
    badge,
  })

/** The car with its name as shoppers read it (see vehicleDisplayName). */
export const withDisplayName = <C extends NameParts>(car: C): C => {
  const name = vehicleDisplayName(car)
  return name === car.name ? car : { ...car, name }
}
