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

/** Irregular plurals the spec names (SPEC §1), keyed by lower case. */
const IRREGULAR: Readonly<Record<string, string>> = {
  bus: 'buses',
  hatch: 'hatches',
  suv: 'SUVs',
  utility: 'utilities',
}

function matchCase(source: string, target: string): string {
  if (source.length > 1 && source === source.toUpperCase() && /[A-Z]/.test(source)) {
    // 'BUS' → 'BUSES'; an acronym plural keeps its lower-case s ('SUVs')
    return target === 'SUVs' ? target : target.toUpperCase()
  }
  if (target === 'SUVs') return target
  const first = source[0] ?? ''
  return first === first.toUpperCase() && first !== first.toLowerCase() ? target[0]!.toUpperCase() + target.slice(1) : target
}

/**
 * Plural of a vehicle or body word: bus→buses, hatch→hatches, SUV→SUVs, utility→utilities, otherwise +s.
 * Words ending in ss take es. Labels already plural (Trucks, Scooters) stay as they are; in a phrase only the last word changes.
 */
export function pluralLabel(word: string): string {
  const match = /^(.*?)([A-Za-z]+)(\W*)$/.exec(word)
  if (!match) return word
  const [, head = '', last = '', tail = ''] = match
  const irregular = IRREGULAR[last.toLowerCase()]
  if (irregular !== undefined) return head + matchCase(last, irregular) + tail
  if (/[^s]s$/i.test(last)) return word
  if (/ss$/i.test(last)) return head + last + (last === last.toUpperCase() ? 'ES' : 'es') + tail
  return head + last + 's' + tail
}

export const vehicleTypeLabelPlural = (template: Template): string => pluralLabel(vehicleTypeLabel(template))
