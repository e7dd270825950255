/** SPEC §3 body types: a plain constant, so browser code that lists them does not pull in Schema. */
export const BODY_TYPES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const

/**
 * Body types shoppers take for one: a hatch and a hatchback are the same car shape, so they are one tile, one
 * menu entry and one listing (keyed by the first name). Other body types stand alone.
 */
const SAME_BODY: ReadonlyArray<readonly [string, ...string[]]> = [['hatch', 'hatchback']]
const GROUP_OF = new Map(SAME_BODY.flatMap((group) => group.map((body) => [body.toLowerCase(), group] as const)))

/** The body type a body value is shown and counted as ('hatchback' → 'hatch'); others unchanged. */
export const canonicalBodyType = (body: string): string => GROUP_OF.get(body.toLowerCase())?.[0] ?? body

/** Every body value that is the same body type as `body` (itself first): what a filter on it matches. */
export const sameBodyTypes = (body: string): readonly string[] => {
  const group = GROUP_OF.get(body.toLowerCase())
  return group ? [body, ...group.filter((b) => b.toLowerCase() !== body.toLowerCase())] : [body]
}

const BODY_LABELS: Readonly<Record<string, string>> = {
  suv: 'SUV',
  '4x4': '4x4',
  cabChassis: 'Cab Chassis',
  peopleMover: 'People Mover',
  lightTruck: 'Light Truck',
  stationWagon: 'Station Wagon',
  softtop: 'Soft Top',
  hardtop: 'Hard Top',
  ute: 'Ute',
}

const capitalised = (text: string) => (text === '' ? text : text[0]!.toUpperCase() + text.slice(1))

/** A body type as a shopper reads it, singular: peopleMover → People Mover, suv → SUV, Naked → Naked. */
export const bodyTypeLabel = (body: string): string =>
  BODY_LABELS[body] ?? capitalised(body.replace(/([a-z])([A-Z])/g, '$1 $2'))
