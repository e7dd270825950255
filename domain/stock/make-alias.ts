/**
 * Make aliases (SPEC §9). Dealer feeds spell the same make several ways; grouping, facets, logos and
 * make exclusions all need one canonical name.
 *
 * Interpretations:
 * - Isuzu's light vehicles are sold in Australia as "Isuzu Ute" (D-Max, MU-X). Variants of that name map to
 *   'Isuzu Ute'; a plain 'Isuzu' with a D-Max or MU-X model is also grouped there by `vehicleMake`. A plain
 *   'Isuzu' otherwise stays 'Isuzu' (Isuzu trucks are a separate franchise).
 * - GWM, Haval and Great Wall are one franchise here, canonical 'GWM Haval'.
 * - 'Mercedes Benz' / 'Mercedes' → 'Mercedes-Benz'; its truck franchise stays separate as 'Mercedes-Benz Trucks'.
 * - Chevrolet (and Chevy) vehicles are sold in Australia by GMSV, so they group under 'GMSV'.
 * - Ram/Ford model group: RAM dealers also sell right-hand-drive Ford F-series pickups and list them with
 *   make "RAM" or with the model in the make field ("F-150"). The model decides: F-150/F-250 are 'Ford';
 *   1500/2500/3500 are 'Ram' (also when the feed says "Dodge" or puts "RAM 1500" in the make field).
 * Known makes (KNOWN_MAKES) take their usual spelling whatever the case; unknown makes keep their own spelling (trimmed, inner whitespace collapsed).
 */

/** canonical make → spellings seen in feeds (matched case-insensitively, '-'/'_' read as spaces) */
export const MAKE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'Isuzu Ute': ['Isuzu Ute', 'Isuzu-Ute', 'IsuzuUte', 'Isuzu Ute Australia', 'Isuzu Utes'],
  'GWM Haval': ['GWM Haval', 'GWM', 'Haval', 'Great Wall', 'Great Wall Motors', 'GWM-Haval'],
  'Mercedes-Benz': ['Mercedes-Benz', 'Mercedes Benz', 'Mercedes', 'MercedesBenz', 'Mercedes-Benz Cars'],
  'Mercedes-Benz Trucks': [
    'Mercedes-Benz Trucks',
    'Mercedes Benz Trucks',
    'Mercedes-Benz Truck',
    'Mercedes Benz Truck',
  ],
  SsangYong: ['SsangYong', 'Ssang Yong', 'Ssang-Yong', 'KGM SsangYong', 'KGM'],
  GMSV: ['GMSV', 'Chevrolet', 'Chevy', 'General Motors Specialty Vehicles'],
  Ram: ['Ram', 'RAM Trucks', 'Ram Trucks', 'Dodge Ram'],
  Ford: ['Ford'],
}

/** Makes with a fixed spelling, so 'NISSAN' and 'nissan' group with 'Nissan'. */
export const KNOWN_MAKES: readonly string[] = [
  'Abarth',
  'Alfa Romeo',
  'Aston Martin',
  'Audi',
  'Bentley',
  'BMW',
  'BYD',
  'Chery',
  'Chrysler',
  'Citroen',
  'Cupra',
  'Dodge',
  'Ferrari',
  'Fiat',
  'Ford',
  'Genesis',
  'Haval',
  'Holden',
  'Honda',
  'HSV',
  'Hyundai',
  'Isuzu',
  'Jaguar',
  'Jeep',
  'Kia',
  'Lamborghini',
  'Land Rover',
  'LDV',
  'Lexus',
  'Maserati',
  'Mazda',
  'McLaren',
  'MG',
  'Mini',
  'Mitsubishi',
  'Nissan',
  'Peugeot',
  'Polestar',
  'Porsche',
  'Renault',
  'Skoda',
  'Subaru',
  'Suzuki',
  'Tesla',
  'Toyota',
  'Volkswagen',
  'Volvo',
  'Fuso',
  'Hino',
  'Iveco',
  'UD Trucks',
  'Harley-Davidson',
  'Yamaha',
  'Kawasaki',
  'Ducati',
  'KTM',
  'Triumph',
  'Vespa',
  'Piaggio',
  'Jayco',
  'Royal Enfield',
]

/** Models that decide the make whatever the feed's make says (the Ram/Ford group). */
export const MODEL_MAKES: Readonly<Record<string, string>> = {
  'f 150': 'Ford',
  f150: 'Ford',
  'f 250': 'Ford',
  f250: 'Ford',
  '1500': 'Ram',
  '2500': 'Ram',
  '3500': 'Ram',
}

const ISUZU_UTE_MODELS = new Set(['d max', 'dmax', 'mu x', 'mux'])

const collapse = (s: string): string => s.trim().replace(/\s+/g, ' ')
/** comparison key: case-free, '-'/'_' as spaces */
export const makeKey = (s: string): string => collapse(s.toLowerCase().replace(/[-_]/g, ' '))

const ALIAS_INDEX: ReadonlyMap<string, string> = new Map([
  ...KNOWN_MAKES.map((m) => [makeKey(m), m] as const),
  // aliases last: they win over KNOWN_MAKES ('Haval' → 'GWM Haval')
  ...Object.entries(MAKE_ALIASES).flatMap(([canonical, spellings]) =>
    [canonical, ...spellings].map((s) => [makeKey(s), canonical] as const),
  ),
])

/** The canonical make for a feed spelling. Idempotent. */
export function canonicalMake(name: string): string {
  const known = ALIAS_INDEX.get(makeKey(name))
  if (known !== undefined) return known
  // "F-150", "RAM 1500", "Ford F-150" in the make field: the model decides
  const key = makeKey(name)
  const whole = MODEL_MAKES[key]
  if (whole !== undefined) return whole
  for (const modelWords of [2, 1]) {
    const words = key.split(' ')
    const byModel = MODEL_MAKES[words.slice(-modelWords).join(' ')]
    const makePart = words.slice(0, -modelWords).join(' ')
    if (byModel !== undefined && (ALIAS_INDEX.has(makePart) || makePart === 'dodge')) return byModel
  }
  return collapse(name)
}

/** The make a vehicle is grouped under, from its make and model (see the Ram/Ford and Isuzu notes above). */
export function vehicleMake(make: string, model: string | null): string {
  const modelKey = model === null ? '' : makeKey(model)
  const firstModelWords = [modelKey.split(' ').slice(0, 2).join(' '), modelKey.split(' ')[0] ?? '']
  for (const key of firstModelWords) {
    const byModel = MODEL_MAKES[key]
    if (byModel !== undefined) return byModel
  }
  const canonical = canonicalMake(make)
  if (canonical === 'Isuzu' || makeKey(canonical) === 'isuzu') {
    if (firstModelWords.some((k) => ISUZU_UTE_MODELS.has(k))) return 'Isuzu Ute'
  }
  return canonical
}

/**
 * The spellings a search engine may hold for `make`'s canonical make: the canonical name, the given spelling and
 * the alias list, one per case-insensitive form (engines compare facet strings ignoring case).
 */
export function makeSpellings(make: string): readonly string[] {
  const canonical = canonicalMake(make)
  const seen = new Set<string>()
  return [canonical, collapse(make), ...(MAKE_ALIASES[canonical] ?? [])].filter((s) => {
    const key = s.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Does a stored make string name one of `spellings`? Case-insensitive, like the search engines. */
export const makeMatches = (stored: string, spellings: readonly string[]): boolean =>
  spellings.some((s) => s.toLowerCase() === stored.toLowerCase())
