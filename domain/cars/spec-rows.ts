import type { Car } from './car.schema.ts'
import { formatKm } from './odometer.ts'
import { bodyTypeLabel } from './body-types.ts'

/** The rows a car has: absent values are left out rather than shown empty. */
export function specRows(car: Car): [string, string][] {
  const rows: [string, string | null | undefined][] = [
    ['Year', String(car.year)],
    ['Odometer', car.km !== null ? formatKm(car.km) : null],
    ['Body', car.simple_body === null ? null : bodyTypeLabel(car.simple_body)],
    ['Fuel', car.fuel ?? car.simple_fuel],
    ['Drive', car.simple_drive],
    ['Transmission', car.simple_transmission],
    ['Seats', car.seats !== null ? String(car.seats) : null],
    ['Colour', car.colour],
    ['Stock number', car.stocknum],
    ['VIN', car.vin],
    ['Rego', car.rego],
  ]
  return rows.filter((r): r is [string, string] => typeof r[1] === 'string' && r[1].trim() !== '')
}
