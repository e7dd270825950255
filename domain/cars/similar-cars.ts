import type { Car } from '@domain/cars/car.schema.ts'
import { isSold } from '@domain/stock/availability.ts'

export const SIMILAR_LIMIT = 4

/**
 * Cars to offer beside one the shopper is looking at: available ones only, same body type first, then same
 * make, then nearest in price; the car itself never.
 */
export function similarCars(car: Car, listed: readonly Car[], limit = SIMILAR_LIMIT): Car[] {
  const price = car.price ?? 0
  const score = (other: Car): number =>
    (other.simple_body !== null && other.simple_body === car.simple_body ? 0 : 2) + (other.make === car.make ? 0 : 1)
  return listed
    .filter((other) => other.id !== car.id && !isSold(other))
    .map((other) => ({ other, rank: score(other), gap: Math.abs((other.price ?? 0) - price) }))
    .sort((a, b) => a.rank - b.rank || a.gap - b.gap || a.other.id.localeCompare(b.other.id))
    .slice(0, Math.max(0, limit))
    .map((x) => x.other)
}
