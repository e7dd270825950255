import type { Car } from '../cars/car.schema.ts'
import type { FinanceProvider } from '../tenancy/site-config.schema.ts'

/** SPEC §9 finance eligibility: price > 500 and in stock. */
export const FINANCE_MIN_PRICE = 500
/** Taurus also needs a year newer than current year minus 12. */
export const TAURUS_MAX_AGE_YEARS = 12
/** SPEC §9 default calculator interest rate (% p.a.). */
export const DEFAULT_INTEREST_RATE = 10

export function financeEligible(
  car: Pick<Car, 'price' | 'status' | 'year'>,
  provider: FinanceProvider,
  currentYear: number,
): boolean {
  if (car.price === null || car.price <= FINANCE_MIN_PRICE || car.status !== 'in_stock') return false
  if (provider === 'Taurus') return car.year > currentYear - TAURUS_MAX_AGE_YEARS
  return true
}
