import type {
  LookupResult,
  MarketPrice,
  VehicleData,
  VehicleIdentity,
  VehicleLookupPort,
} from '@domain/ports/vehicle-lookup.port.ts'
import { DEMO_REGOS } from './demo-regos.ts'

/** Registrations are compared without spaces or dashes, in capitals. */
export const normaliseRego = (rego: string): string => rego.replace(/[\s-]/g, '').toUpperCase()
const REGO_PATTERN = /^[A-Z0-9]{1,9}$/
/** demo VINs: 'DEMO' + the rego, padded to 17 characters */
const vinOf = (rego: string) => `DEMO${rego}`.padEnd(17, '0')

/** Autograb-style market price: the table's price less 5 cents a kilometre over 15,000 km a year of age. */
export function demoMarketPrice(base: number, year: number, km: number | undefined, currentYear: number): number {
  if (km === undefined) return base
  const expected = Math.max(1, currentYear - year) * 15_000
  return Math.max(500, Math.round((base - Math.max(0, km - expected) * 0.05) / 100) * 100)
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * Redbook-style vehicle data from the demo table: the row of that make and model closest in year (the same badge
 * first), its code `DEMO-{MAKE}-{MODEL}-{YEAR}`, and a new price 30% over the table's market price.
 */
export function demoVehicleData(input: {
  make: string
  model: string
  year: number
  badge?: string
}): LookupResult<VehicleData> {
  const rows = DEMO_REGOS.filter((r) => same(r.make, input.make) && same(r.model, input.model))
  const row = [...rows].sort(
    (a, b) =>
      Number(!!input.badge && !same(a.badge ?? '', input.badge)) -
        Number(!!input.badge && !same(b.badge ?? '', input.badge)) ||
      Math.abs(a.year - input.year) - Math.abs(b.year - input.year),
  )[0]
  if (!row)
    return {
      ok: false,
      reason: 'not_found',
      message: 'We could not find that vehicle. Please check the make, model and year.',
    }
  const badge = input.badge ?? row.badge ?? null
  const code = `DEMO-${row.make}-${row.model}-${input.year}`.toUpperCase().replace(/[^A-Z0-9-]+/g, '')
  return {
    ok: true,
    value: {
      redbook_code: code,
      description: [input.year, row.make, row.model, badge, row.body, row.transmission].filter(Boolean).join(' '),
      badge,
      series: null,
      body: row.body,
      engine: null,
      fuel: row.fuel,
      transmission: row.transmission,
      seats: null,
      new_price: Math.round((row.market * 1.3) / 100) * 100,
    },
  }
}

export function createDemoVehicleLookup(opts: { readonly currentYear: () => number }): VehicleLookupPort {
  const identity = (
    rego: string | undefined,
    vin: string | undefined,
  ): LookupResult<VehicleIdentity & { market: number }> => {
    const key = rego ? normaliseRego(rego) : ''
    if (rego !== undefined && !REGO_PATTERN.test(key))
      return { ok: false, reason: 'invalid', message: 'Please enter a valid registration.' }
    const row = DEMO_REGOS.find((r) => (key && r.rego === key) || (vin && vinOf(r.rego) === vin.toUpperCase()))
    if (!row)
      return {
        ok: false,
        reason: 'not_found',
        message: 'We could not find that registration. Please enter your vehicle details.',
      }
    const { market, ...rest } = row
    return {
      ok: true,
      value: { ...rest, vin: vinOf(row.rego), badge: row.badge ?? null, market },
    }
  }
  const strip = <T extends { market: number }>(v: T): Omit<T, 'market'> => {
    const { market: _market, ...rest } = v
    return rest
  }
  return {
    async regoLookup(rego) {
      const found = identity(rego, undefined)
      return found.ok ? { ok: true, value: strip(found.value) } : found
    },
    async nevdis(input) {
      if (!input.rego && !input.vin)
        return { ok: false, reason: 'invalid', message: 'A registration or VIN is needed.' }
      const found = identity(input.rego, input.vin)
      return found.ok ? { ok: true, value: strip(found.value) } : found
    },
    async autograb(input) {
      const found = identity(input.rego, undefined)
      if (!found.ok) return found
      const price = demoMarketPrice(found.value.market, found.value.year, input.km, opts.currentYear())
      const market: MarketPrice = {
        average_market_price: price,
        state_average_market_price: Math.round((price * 1.02) / 100) * 100,
      }
      return { ok: true, value: { ...strip(found.value), ...market } }
    },
    async redbook(input) {
      return demoVehicleData(input)
    },
  }
}
