import type { CarStatus } from '../cars/car.schema.ts'
import type { Comparison, FilterCondition, FilterOp } from './filter-condition.ts'
import { anyOf, compare, eq, isSafeField } from './filter-condition.ts'

/**
 * The filter conditions SPEC §7 lists (status, show_on_dealer_website, sold date, seats, weekly payment per
 * lender, dealership_slug, location_id), engine-neutral; `conditionsToMeili` writes them as filter strings.
 * Which of them a tenant's stock needs is a stock rule (domain/stock), not decided here.
 */
export const statusIn = (statuses: ReadonlyArray<CarStatus>): FilterCondition => anyOf(...statuses.map((s) => eq('status', s)))
export const shownOnDealerWebsite = (): Comparison => eq('show_on_dealer_website', true)
export const soldAfter = (timestamp: number): Comparison => compare('sold_date_timestamp', '>', timestamp)
export const seatsEqual = (seats: number): Comparison => eq('seats', seats)
export const dealershipSlugIs = (slug: string): Comparison => eq('dealership_slug', slug)
export const locationIdIs = (id: number): Comparison => eq('location_id', id)

/** `finance_lenders.{lender}.paymentWeek op amount`; throws for a lender key that is not a plain name. */
export const paymentWeek = (lender: string, op: FilterOp, amount: number): Comparison => {
  const field = `finance_lenders.${lender}.paymentWeek`
  if (!isSafeField(field)) throw new Error(`Unsafe lender key: ${JSON.stringify(lender)}`)
  return compare(field, op, amount)
}
