import type { Car } from '../cars/car.schema.ts'
import type { FieldValue } from '../forms/form-field.ts'

/**
 * Which car a lead's vehicle fields describe. A form that asks for a make or model asks about the shopper's own
 * vehicle (a trade-in, a car to sell): its answers fill 'Vehicle Make', 'Vehicle Model' and Rego, as they do when the
 * form is opened without a car, so a CRM reads those fields alike from every page. When the form was opened from a
 * car page as well, that car (the one being bought) keeps the spec's stock fields (car_id, stock_number, car_type,
 * vehicle_status) and its name, make, model and year go to `extra.interested_vehicle*` and to a message line.
 * Without answers about a vehicle, the vehicle fields are the page's car.
 */
export interface LeadVehicles {
  readonly make: string | null
  readonly model: string | null
  /** fields the spec does not name (docs/LIVE.md), for `extra` */
  readonly extra: Readonly<Record<string, string | number>>
  /** the same, as message lines */
  readonly notes: readonly string[]
}

/** The `extra` keys naming the car being bought when the vehicle fields describe the shopper's own. */
export const INTERESTED_VEHICLE_FIELDS = {
  name: 'interested_vehicle',
  make: 'interested_vehicle_make',
  model: 'interested_vehicle_model',
  year: 'interested_vehicle_year',
} as const

const text = (v: FieldValue): string | null => {
  if (v === undefined || v === null || Array.isArray(v)) return null
  const s = String(v).trim()
  return s === '' ? null : s
}

export function leadVehicles(values: Readonly<Record<string, FieldValue>>, car: Car | null | undefined): LeadVehicles {
  const make = text(values.make)
  const model = text(values.model)
  const own = make !== null || model !== null
  if (!own) return { make: car?.make ?? null, model: car?.model ?? null, extra: {}, notes: [] }
  if (!car) return { make, model, extra: {}, notes: [] }
  const rego = text(values.rego)
  const ownName = [text(values.year), make, model].filter(Boolean).join(' ')
  const carRefs = [car.stocknum ? `stock ${car.stocknum}` : null, `car id ${car.id}`].filter(Boolean).join(', ')
  return {
    make,
    model,
    extra: {
      [INTERESTED_VEHICLE_FIELDS.name]: car.name,
      [INTERESTED_VEHICLE_FIELDS.make]: car.make,
      [INTERESTED_VEHICLE_FIELDS.model]: car.model,
      ...(car.year ? { [INTERESTED_VEHICLE_FIELDS.year]: car.year } : {}),
    },
    notes: [`Trade-in: ${ownName}${rego ? ` (rego ${rego})` : ''}`, `Vehicle of interest: ${car.name} (${carRefs})`],
  }
}
