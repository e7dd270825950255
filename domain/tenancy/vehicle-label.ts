import type { Template } from './site-config.schema.ts'

/** SPEC §1: the vehicle word per template; every other template says Car. */
const LABELS: Partial<Record<Template, string>> = {
  motorcycle: 'Motorcycle',
  camper: 'Camper',
  trucks: 'Trucks',
  trailer: 'Trailer',
  truck: 'Truck',
  rv: 'RV',
  caravan: 'Caravan',
  scooters: 'Scooters',
}

export const DEFAULT_VEHICLE_LABEL = 'Car'

export const vehicleTypeLabel = (template: Template): string => LABELS[template] ?? DEFAULT_VEHICLE_LABEL

/**
 * The nouns a vehicle or body label ends in, singular, lower case: only these take a plural. Body categories
 * that are not nouns of their own ('Naked', 'Dirt', 'Touring', 'Sport', 'Adventure' bikes) read as they are:
 * "Nakeds" is not a word. A noun not listed here stays singular, which still reads right on a tile.
 */
const VEHICLE_NOUNS = new Set([
  '4x4',
  'atv',
  'bike',
  'boat',
  'buggy',
  'bus',
  'cab',
  'cabriolet',
  'camper',
  'campervan',
  'car',
  'caravan',
  'chassis',
  'coach',
  'convertible',
  'coupe',
  'crossover',
  'cruiser',
  'fastback',
  'float',
  'hardtop',
  'hatch',
  'hatchback',
  'liftback',
  'limousine',
  'minibus',
  'moped',
  'motorbike',
  'motorcycle',
  'motorhome',
  'mover',
  'pickup',
  'quad',
  'roadster',
  'rv',
  'scooter',
  'sedan',
  'softtop',
  'sportback',
  'suv',
  'tanker',
  'tipper',
  'top',
  'tourer',
  'tractor',
  'trailer',
  'trike',
  'truck',
  'ute',
  'utility',
  'van',
  'vehicle',
  'wagon',
])
/** the same in singular and plural */
const INVARIANT = new Set(['chassis'])
/** initialisms: their plural is the letters and a lower-case s, whatever the case they came in */
const INITIALISMS: Readonly<Record<string, string>> = { suv: 'SUVs', rv: 'RVs', atv: 'ATVs', '4x4': '4x4s' }

/** English plural of a lower-case noun: bus → buses, hatch → hatches, utility → utilities, ute → utes. */
function pluralOf(noun: string): string {
  if (INVARIANT.has(noun)) return noun
  if (/(s|sh|ch|x|z)$/.test(noun)) return `${noun}es`
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`
  return `${noun}s`
}

function shapedLike(source: string, plural: string, noun: string): string {
  const initialism = INITIALISMS[noun]
  if (initialism !== undefined) return initialism
  if (source.length > 1 && source === source.toUpperCase() && /[A-Z]/.test(source)) return plural.toUpperCase()
  const first = source[0] ?? ''
  return first !== first.toLowerCase() ? plural[0]!.toUpperCase() + plural.slice(1) : plural
}

/**
 * Plural of a vehicle or body label: only its last word changes, and only when that word is a vehicle noun
 * (SPEC §1: bus → buses, hatch → hatches, SUV → SUVs, utility → utilities; People Mover → People Movers).
 * Labels already plural (Trucks, Scooters) and words that are not such nouns (Naked, Dirt, Touring) stay as they are.
 */
export function pluralLabel(word: string): string {
  const match = /^(.*?)([A-Za-z0-9]+)(\W*)$/.exec(word)
  if (!match) return word
  const [, head = '', last = '', tail = ''] = match
  const noun = last.toLowerCase()
  if (!VEHICLE_NOUNS.has(noun)) return word
  return head + shapedLike(last, pluralOf(noun), noun) + tail
}

export const vehicleTypeLabelPlural = (template: Template): string => pluralLabel(vehicleTypeLabel(template))

/**
 * A label inside a sentence ('Filter cars', 'No RVs match'): lower case, except words written as initials
 * (two or more capitals: RV, RVs, SUVs, 4WD), which read wrong in lower case.
 */
export const inSentence = (label: string): string =>
  label
    .split(' ')
    .map((word) => (/[A-Z].*[A-Z]/.test(word) ? word : word.toLowerCase()))
    .join(' ')
