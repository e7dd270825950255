import type { Rng } from './prng.ts'

/** VIN alphabet: digits and capitals without I, O and Q (ISO 3779). */
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ'

/** World manufacturer identifiers as seen on AU/NZ-delivered vehicles; others get a plausible random one. */
const WMI: Record<string, string> = {
  Toyota: 'MR0',
  Ford: 'MPB',
  Mazda: 'JM0',
  Hyundai: 'KMH',
  Kia: 'KNA',
  Mitsubishi: 'MMA',
  Nissan: 'MNT',
  Isuzu: 'MPA',
  Subaru: 'JF1',
  Volkswagen: 'WVW',
  Tesla: 'LRW',
  BYD: 'LGX',
  GWM: 'LGW',
  MG: 'LSJ',
  'Mercedes-Benz': 'WDD',
  BMW: 'WBA',
  Audi: 'WAU',
  Lexus: 'JTJ',
  Porsche: 'WP1',
  Volvo: 'YV1',
  RAM: '1C6',
  Chevrolet: '1GC',
  SsangYong: 'KPT',
  Suzuki: 'JS3',
  Honda: 'MRH',
  Holden: '6G1',
  Jeep: '1C4',
  'Land Rover': 'SAL',
  Yamaha: 'JYA',
  Kawasaki: 'JKA',
  'Harley-Davidson': '1HD',
  Ducati: 'ZDM',
  KTM: 'VBK',
  Triumph: 'SMT',
  'Royal Enfield': 'ME3',
  Hino: 'JHD',
  Fuso: 'JLF',
  Kenworth: '1XK',
  Scania: 'YS2',
  UD: 'JNC',
  'Mercedes-Benz Trucks': 'WDB',
  Jayco: '6T9',
  Winnebago: '6W9',
}

/** Model-year code of position 10 (1980 = A … 2000 = Y, 2001 = 1 … 2009 = 9, 2010 = A again). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'

export function vin(rng: Rng, make: string, year: number): string {
  const wmi = WMI[make] ?? randomChars(rng, VIN_CHARS, 3)
  const vds = randomChars(rng, VIN_CHARS, 5)
  const check = rng.pick([...'0123456789X'])
  const yearCode = YEAR_CODES[(((year - 1980) % 30) + 30) % 30]!
  const plant = rng.pick([...LETTERS])
  const serial = String(rng.int(0, 999_999)).padStart(6, '0')
  return `${wmi}${vds}${check}${yearCode}${plant}${serial}`
}

/** A registration plate in the format of the state (or NZ region) the vehicle sits in. */
export function rego(rng: Rng, state: string): string {
  const d = (n: number) => randomChars(rng, '0123456789', n)
  const l = (n: number) => randomChars(rng, LETTERS, n)
  switch (state.toLowerCase()) {
    case 'nsw':
      return `${l(2)}${d(2)}${l(2)}`
    case 'vic':
      return `${d(1)}${l(2)}${d(1)}${l(2)}`
    case 'wa':
      return `1${l(3)}${d(3)}`
    case 'sa':
      return `S${d(3)}${l(3)}`
    case 'qld':
      return `${d(3)}${l(3)}`
    default:
      return `${l(3)}${d(3)}` // NZ
  }
}

export function stockNumber(prefix: string, n: number): string {
  return `${prefix}${String(n).padStart(5, '0')}`
}

function randomChars(rng: Rng, alphabet: string, n: number): string {
  let out = ''
  for (let i = 0; i < n; i++) out += alphabet[Math.floor(rng.next() * alphabet.length)]
  return out
}

/** Paint names as dealers list them, with the shade the picture generator paints. */
export const COLOURS: readonly (readonly [name: string, hex: string, weight: number])[] = [
  ['White', '#f2f3f4', 14],
  ['Glacier White', '#eef1f4', 6],
  ['Crystal White Pearl', '#f7f5ee', 4],
  ['Black', '#1c1d1f', 8],
  ['Jet Black', '#111214', 4],
  ['Silver', '#b9bec4', 8],
  ['Graphite Grey', '#4a4f56', 8],
  ['Machine Grey', '#6b6e72', 4],
  ['Soul Red Crystal', '#9e0a1e', 4],
  ['Red', '#c0212b', 4],
  ['Deep Blue', '#1d3b72', 5],
  ['Lightning Blue', '#2f7ec7', 3],
  ['Orange', '#e06a14', 2],
  ['Olive Green', '#56613c', 2],
  ['Bronze', '#8b6a43', 2],
  ['Sandstone', '#cbb48c', 2],
  ['Yellow', '#efc300', 1],
]

const COLOUR_HEX = new Map(COLOURS.map(([name, hex]) => [name.toLowerCase(), hex]))

/** The paint shade for a colour name (or a hex value passed through); unknown names get a stable grey-blue. */
export function colourHex(colour: string | null | undefined): string {
  if (!colour) return '#8a9199'
  if (/^#[0-9a-f]{3,8}$/i.test(colour)) return colour
  const known = COLOUR_HEX.get(colour.toLowerCase())
  if (known) return known
  const word = [...COLOUR_HEX.keys()].find((name) => colour.toLowerCase().includes(name.split(' ').pop()!))
  return word ? COLOUR_HEX.get(word)! : '#7b8794'
}
