import type { Car } from '../cars/car.schema.ts'
import type { SiteConfig } from '../tenancy/site-config.schema.ts'
import { hasMarketValues } from '../tenancy/feature-flags.ts'

/** SPEC §9: the market-price check needs price > 200 and a saving of at least $500. */
export const MARKET_CHECK_MIN_PRICE = 200
export const BELOW_MARKET_MIN_SAVING = 500

export interface BelowMarket {
  readonly saving: number
  readonly marketPrice: number
  /** which average was used: the state one is preferred */
  readonly basis: 'state' | 'national'
}

/** The market average the check uses: the state average when present, else the national one. */
export function marketAverage(car: Pick<Car, 'autograb_data'>): { price: number; basis: 'state' | 'national' } | null {
  const state = car.autograb_data?.state_average_market_price
  if (state !== null && state !== undefined && state > 0) return { price: state, basis: 'state' }
  const national = car.autograb_data?.average_market_price
  if (national !== null && national !== undefined && national > 0) return { price: national, basis: 'national' }
  return null
}

/** The below-market indicator, or null when it does not show (only on sites with Autograb market values). */
export function belowMarket(
  car: Pick<Car, 'price' | 'autograb_data'>,
  site: Pick<SiteConfig, 'flags'>,
): BelowMarket | null {
  if (!hasMarketValues(site)) return null
  if (car.price === null || car.price <= MARKET_CHECK_MIN_PRICE) return null
  const market = marketAverage(car)
  if (market === null) return null
  const saving = market.price - car.price
  return saving >= BELOW_MARKET_MIN_SAVING ? { saving, marketPrice: market.price, basis: market.basis } : null
}
