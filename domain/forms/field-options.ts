import type { FieldOption } from './form-field.ts'

/**
 * Options the UI offers where a definition leaves a choice field without its own list. These are presentation
 * defaults (what a shopper picks from), not rules: the lead carries whatever is chosen.
 */
export const SERVICE_INTERVAL_OPTIONS: readonly FieldOption[] = [
  ...Array.from({ length: 12 }, (_, i) => {
    const km = (i + 1) * 15_000
    const months = (i + 1) * 12
    const label = `${km.toLocaleString('en-AU')} km / ${months} months`
    return { label, value: label }
  }),
  { label: 'Not sure', value: 'Not sure' },
]

export const TYRE_OPTIONS: readonly FieldOption[] = ['New', 'Good', 'Fair', 'Needs replacing'].map((v) => ({
  label: v,
  value: v,
}))

export const STAR_OPTIONS: readonly FieldOption[] = [1, 2, 3, 4, 5].map((n) => ({
  label: `${n} star${n === 1 ? '' : 's'}`,
  value: String(n),
}))

export const COMMON_MAKES: readonly string[] = [
  'Audi',
  'BMW',
  'BYD',
  'Chery',
  'Chevrolet',
  'Ford',
  'GWM',
  'Haval',
  'Holden',
  'Honda',
  'Hyundai',
  'Isuzu',
  'Jeep',
  'Kia',
  'LDV',
  'Land Rover',
  'Lexus',
  'Mazda',
  'Mercedes-Benz',
  'MG',
  'Mitsubishi',
  'Nissan',
  'Peugeot',
  'Porsche',
  'RAM',
  'Renault',
  'Skoda',
  'SsangYong',
  'Subaru',
  'Suzuki',
  'Tesla',
  'Toyota',
  'Volkswagen',
  'Volvo',
]

/** The makes a make field suggests: the tenant's manufacturers first, then the common list, without repeats. */
export function makeSuggestions(manufacturers: readonly { readonly name: string }[]): readonly string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const name of [...manufacturers.map((m) => m.name), ...COMMON_MAKES]) {
    const key = name.toLowerCase()
    if (!seen.has(key)) {
      seen.add(key)
      out.push(name)
    }
  }
  return out
}

/** A booking date ('2026-05-12') as shown in a select: 'Tue 12 May'. */
export function bookingDateLabel(date: string, locale = 'en-AU'): string {
  const [y, m, d] = date.split('-').map(Number)
  if (!y || !m || !d) return date
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    Date.UTC(y, m - 1, d),
  )
}

/** A booking time ('14:30') as shown: '2:30 pm'. */
export function bookingTimeLabel(time: string): string {
  const [h, m] = time.split(':').map(Number)
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return time
  const suffix = h >= 12 ? 'pm' : 'am'
  const hour = h % 12 === 0 ? 12 : h % 12
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`
}
