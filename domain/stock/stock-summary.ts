import type { Car, CarType } from '../cars/car.schema.ts'

/** SPEC §3 site configuration 'stock summary': count, make and model counts, car_types counts. */
export interface StockSummary {
  readonly count: number
  readonly makes: Readonly<Record<string, number>>
  readonly makeModels: Readonly<Record<string, readonly string[]>>
  readonly car_types: Readonly<Record<CarType, number>>
  readonly bodies: Readonly<Record<string, number>>
}

/** Summarises the cars a tenant lists; makes and models keep first-seen spelling, sorted by name. */
export function stockSummary(cars: readonly Car[]): StockSummary {
  const makes: Record<string, number> = {}
  const models: Record<string, Set<string>> = {}
  const bodies: Record<string, number> = {}
  const carTypes: Record<CarType, number> = { new: 0, used: 0, demo: 0 }
  for (const car of cars) {
    makes[car.make] = (makes[car.make] ?? 0) + 1
    const makeModels = models[car.make] ?? new Set<string>()
    makeModels.add(car.model)
    models[car.make] = makeModels
    if (car.simple_body) bodies[car.simple_body] = (bodies[car.simple_body] ?? 0) + 1
    carTypes[car.car_type] += 1
  }
  const sortedMakes = Object.keys(makes).sort((a, b) => a.localeCompare(b))
  return {
    count: cars.length,
    makes: Object.fromEntries(sortedMakes.map((m) => [m, makes[m]!])),
    makeModels: Object.fromEntries(sortedMakes.map((m) => [m, [...models[m]!].sort((a, b) => a.localeCompare(b))])),
    car_types: carTypes,
    bodies,
  }
}
