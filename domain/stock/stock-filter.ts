import type { Car } from '../cars/car.schema.ts'
import type { MakeExclusion } from '../tenancy/site-config.schema.ts'
import type { PublicSite } from '../tenancy/public-site.schema.ts'
import { allOf, anyOf, compare, eq, type FilterCondition } from '../search/filter-condition.ts'
import { AVAILABLE_STATUSES, isAvailable, soldCutoffMs } from './availability.ts'
import { inventoryLevelRule } from './inventory-level.ts'
import { makeMatches, makeSpellings } from './make-alias.ts'
import { effectiveSort, sortRequiresPrice } from './default-sort.ts'

/**
 * The stock rules, twice: as predicates over a car (`isListed` and its parts) and as engine-neutral filter
 * conditions (`stockFilterClauses`) the search adapters apply. A property test holds the two in agreement.
 *
 * Semantics are those of domain/search/match-conditions.ts (Meilisearch's): missing/null fields fail `=` and
 * comparisons and pass `!=`; strings compare ignoring case.
 */

/** SPEC §4 default stock listing: available, or sold within include_sold_cars_days; and shown on the website. */
export function isInDefaultStock(car: Car, site: PublicSite, nowMs: number): boolean {
  if (!car.show_on_dealer_website) return false
  if (isAvailable(car)) return true
  return (
    car.status === 'sold' &&
    car.sold_date_timestamp !== null &&
    car.sold_date_timestamp >= soldCutoffMs(nowMs, site.inventory.include_sold_cars_days)
  )
}

/** Does this make exclusion hit the car? (make spelled any known way, type listed or none, km under the limit) */
export function isExcludedBy(car: Car, exclusion: MakeExclusion): boolean {
  if (!makeMatches(car.make, makeSpellings(exclusion.make))) return false
  if (exclusion.car_types.length > 0 && !exclusion.car_types.includes(car.car_type)) return false
  // a car with no odometer reading counts as under the limit (new cars often have none)
  if (exclusion.under_km !== null && car.km !== null && car.km >= exclusion.under_km) return false
  return true
}

/** SPEC §9 per-tenant inventory filter: level (photos/price), used only, excluded makes and locations. */
export function passesInventoryRules(car: Car, site: PublicSite): boolean {
  const rules = site.inventory
  const level = inventoryLevelRule(rules.level)
  if (level.priceAbove !== null && !(car.price !== null && car.price > level.priceAbove)) return false
  if (car.photos_count < level.minPhotos) return false
  if (rules.used_only && car.car_type !== 'used') return false
  if (rules.excluded_location_ids.includes(car.location_id)) return false
  return !rules.excluded_makes.some((exclusion) => isExcludedBy(car, exclusion))
}

/** SPEC §9: price-ascending sorts need price > 0 where the tenant enables it. */
export function passesSortRule(car: Car, site: PublicSite, sort: string): boolean {
  return !sortRequiresPrice(site, sort) || (car.price !== null && car.price > 0)
}

export interface StockFilterOptions {
  /** the sort the search runs with; default the tenant's default sort */
  readonly sort?: string | null
}

/** Everything a tenant's listing shows at `nowMs`: default stock, inventory rules and the sort rule. */
export function isListed(car: Car, site: PublicSite, nowMs: number, options: StockFilterOptions = {}): boolean {
  return (
    isInDefaultStock(car, site, nowMs) &&
    passesInventoryRules(car, site) &&
    passesSortRule(car, site, effectiveSort(site, options.sort))
  )
}

function exclusionCondition(exclusion: MakeExclusion): FilterCondition {
  // NOT (make ∈ spellings AND type ∈ types AND km < limit), as an OR of the negations
  const notMake = allOf(...makeSpellings(exclusion.make).map((s) => compare('make', '!=', s)))
  const escapes: FilterCondition[] = [notMake]
  if (exclusion.car_types.length > 0)
    escapes.push(allOf(...exclusion.car_types.map((t) => compare('car_type', '!=', t))))
  if (exclusion.under_km !== null) escapes.push(compare('km', '>=', exclusion.under_km))
  return escapes.length === 1 ? notMake : anyOf(...escapes)
}

/** The same rules as `isListed`, as AND-ed filter conditions for a search engine. */
export function stockFilterClauses(
  site: PublicSite,
  nowMs: number,
  options: StockFilterOptions = {},
): FilterCondition[] {
  const rules = site.inventory
  const clauses: FilterCondition[] = [
    anyOf(
      ...AVAILABLE_STATUSES.map((s) => eq('status', s)),
      allOf(
        eq('status', 'sold'),
        compare('sold_date_timestamp', '>=', soldCutoffMs(nowMs, rules.include_sold_cars_days)),
      ),
    ),
    eq('show_on_dealer_website', true),
  ]
  const level = inventoryLevelRule(rules.level)
  if (level.priceAbove !== null) clauses.push(compare('price', '>', level.priceAbove))
  if (level.minPhotos > 0) clauses.push(compare('photos_count', '>=', level.minPhotos))
  if (rules.used_only) clauses.push(eq('car_type', 'used'))
  for (const id of rules.excluded_location_ids) clauses.push(compare('location_id', '!=', id))
  for (const exclusion of rules.excluded_makes) clauses.push(exclusionCondition(exclusion))
  if (sortRequiresPrice(site, effectiveSort(site, options.sort))) clauses.push(compare('price', '>', 0))
  return clauses
}
