import type { Car } from '@domain/cars/car.schema.ts'
import { publicCar } from '@domain/cars/public-car.ts'
import type { InventoryPort } from '@domain/ports/inventory.port.ts'
import type {
  LookupResult,
  MarketPrice,
  VehicleIdentity,
  VehicleLookupPort,
} from '@domain/ports/vehicle-lookup.port.ts'
import { regoLookupKind, type RegoLookupKind } from '@domain/tenancy/feature-flags.ts'
import { REGO_LOOKUP_OFF_MESSAGE } from '../forms/rego-lookup.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'

export const REGO_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const

export interface TradeInContext {
  /** the car the shopper would trade towards, when car_id names one of this tenant's listed cars */
  readonly car: Car | null
  readonly offerRejection: boolean
  readonly defaultState: string
  /** which rego lookup the page offers (SPEC §3 autograb / nevdis); `none` hides it */
  readonly lookup: RegoLookupKind
}

export type TradeInLookup =
  | {
      readonly ok: true
      readonly vehicle: {
        readonly rego: string
        readonly state: string
        readonly make: string
        readonly model: string
        readonly year: number
        readonly badge: string | null
        readonly body: string | null
        readonly transmission: string | null
        readonly fuel: string | null
      }
      /** the market estimate (state average preferred), when the lookup has one */
      readonly marketPrice: number | null
    }
  | { readonly ok: false; readonly message: string }

export const LOOKUP_TIMEOUT_MESSAGE =
  'The registration lookup is taking too long. Please enter your vehicle details below.'
export const LOOKUP_FAILED_MESSAGE =
  'The registration lookup is not available right now. Please enter your vehicle details below.'

export interface TradeInDeps {
  readonly inventory: Pick<InventoryPort, 'carById'>
  readonly lookup: VehicleLookupPort
  /** how long a rego lookup may take before the trade-in form carries on without it */
  readonly timeoutMs: number
}

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> =>
  Promise.race([work, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref?.())])

export type TradeIn = ReturnType<typeof createTradeIn>

/** The trade-in page (SPEC §7): the car traded towards, and the rego lookup that fills the shopper's vehicle in. */
export function createTradeIn({ inventory, lookup, timeoutMs }: TradeInDeps) {
  return {
    async context(site: SiteConfig, carId: string | null): Promise<TradeInContext> {
      const car = carId ? await inventory.carById(site, carId) : null
      const dealership =
        site.dealerships.find((d) => d.id === (car?.dealership_id ?? site.dealership_id)) ?? site.dealerships[0]
      return {
        car: car ? publicCar(car) : null,
        offerRejection: dealership?.enable_valuation_offer_rejection === true,
        defaultState: site.locale.default_state.toUpperCase(),
        lookup: regoLookupKind(site),
      }
    },

    /** SPEC §7 trade-in rego lookup (rego and regoState) through the vehicle lookup port, bounded in time. */
    async lookup(site: SiteConfig, rego: string, state: string): Promise<TradeInLookup> {
      const kind = regoLookupKind(site)
      if (kind === 'none') return { ok: false, message: REGO_LOOKUP_OFF_MESSAGE }
      if (rego === '') return { ok: false, message: 'Please enter your registration.' }
      if (state === '') return { ok: false, message: 'Please choose the registration state.' }
      try {
        // Autograb (with a market value) where the site has it, else the plain NEVDIS rego lookup
        const answer = await withTimeout<LookupResult<VehicleIdentity & Partial<MarketPrice>>>(
          kind === 'priced' ? lookup.autograb({ rego, state }) : lookup.regoLookup(rego, state),
          timeoutMs,
        )
        if (answer === 'timeout') return { ok: false, message: LOOKUP_TIMEOUT_MESSAGE }
        if (!answer.ok)
          return { ok: false, message: answer.reason === 'unavailable' ? LOOKUP_FAILED_MESSAGE : answer.message }
        const v = answer.value
        return {
          ok: true,
          vehicle: {
            rego: v.rego,
            state: v.state,
            make: v.make,
            model: v.model,
            year: v.year,
            badge: v.badge,
            body: v.body,
            transmission: v.transmission,
            fuel: v.fuel,
          },
          marketPrice: kind === 'priced' ? (v.state_average_market_price ?? v.average_market_price ?? null) : null,
        }
      } catch (error) {
        console.warn('trade-in lookup failed', error)
        return { ok: false, message: LOOKUP_FAILED_MESSAGE }
      }
    },
  }
}
