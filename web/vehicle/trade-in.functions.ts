import { createServerFn } from '@tanstack/react-start'
import type { Car } from '@domain/cars/car.schema.ts'
import { isValidCarId } from '@domain/validation/validators.ts'
import { requireTenant } from '../site/site-context.server.ts'
import { getServices } from '../server/composition/composition.server.ts'
import { LOOKUP_TIMEOUT_MS } from '../server/composition/vehicle-services.server.ts'
import { publicCar } from './public-car.ts'

export const REGO_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const

export interface TradeInContext {
  /** the car the shopper would trade towards, when car_id names one of this tenant's listed cars */
  readonly car: Car | null
  readonly offerRejection: boolean
  readonly defaultState: string
}

export const getTradeInContext = createServerFn({ method: 'GET' })
  .validator((data: unknown) => {
    const id = (data as { carId?: unknown } | null)?.carId
    return { carId: typeof id === 'string' && id.length <= 100 && isValidCarId(id) ? id : null }
  })
  .handler(async ({ data }): Promise<TradeInContext> => {
    const { site } = requireTenant()
    const car = data.carId ? await getServices().inventory.carById(site, data.carId) : null
    const dealership = site.dealerships.find((d) => d.id === (car?.dealership_id ?? site.dealership_id)) ?? site.dealerships[0]
    return {
      car: car ? publicCar(car) : null,
      offerRejection: dealership?.enable_valuation_offer_rejection === true,
      defaultState: site.locale.default_state.toUpperCase(),
    }
  })

export type TradeInLookup =
  | {
    readonly ok: true
    readonly vehicle: { readonly rego: string; readonly state: string; readonly make: string; readonly model: string; readonly year: number; readonly badge: string | null; readonly body: string | null; readonly transmission: string | null; readonly fuel: string | null }
    /** the market estimate (state average preferred), when the lookup has one */
    readonly marketPrice: number | null
  }
  | { readonly ok: false; readonly message: string }

export const LOOKUP_TIMEOUT_MESSAGE = 'The registration lookup is taking too long. Please enter your vehicle details below.'
export const LOOKUP_FAILED_MESSAGE = 'The registration lookup is not available right now. Please enter your vehicle details below.'

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> =>
  Promise.race([work, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref?.())])

/** SPEC §7 trade-in rego lookup (rego and regoState) through the vehicle lookup port, bounded in time. */
export const lookupTradeIn = createServerFn({ method: 'POST' })
  .validator((data: unknown) => {
    const d = (data ?? {}) as Record<string, unknown>
    const rego = typeof d.rego === 'string' ? d.rego.trim().slice(0, 12) : ''
    const state = typeof d.regoState === 'string' && (REGO_STATES as readonly string[]).includes(d.regoState.toUpperCase()) ? d.regoState.toUpperCase() : ''
    return { rego, state }
  })
  .handler(async ({ data }): Promise<TradeInLookup> => {
    requireTenant()
    if (data.rego === '') return { ok: false, message: 'Please enter your registration.' }
    if (data.state === '') return { ok: false, message: 'Please choose the registration state.' }
    const { lookup } = getServices().vehicle
    try {
      const answer = await withTimeout(lookup.autograb({ rego: data.rego, state: data.state }), LOOKUP_TIMEOUT_MS)
      if (answer === 'timeout') return { ok: false, message: LOOKUP_TIMEOUT_MESSAGE }
      if (!answer.ok) return { ok: false, message: answer.reason === 'unavailable' ? LOOKUP_FAILED_MESSAGE : answer.message }
      const v = answer.value
      return {
        ok: true,
        vehicle: { rego: v.rego, state: v.state, make: v.make, model: v.model, year: v.year, badge: v.badge, body: v.body, transmission: v.transmission, fuel: v.fuel },
        marketPrice: v.state_average_market_price ?? v.average_market_price,
      }
    } catch (error) {
      console.warn('trade-in lookup failed', error)
      return { ok: false, message: LOOKUP_FAILED_MESSAGE }
    }
  })
