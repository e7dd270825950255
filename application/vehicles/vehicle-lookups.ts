import { Schema } from 'effect'
import { decodeOrProblem } from '@domain/kernel/decode.ts'
import type { LookupResult, MarketPrice, VehicleData, VehicleLookupPort } from '@domain/ports/vehicle-lookup.port.ts'
import type { RateDecision, RateLimiter, RateLimitPolicy } from '@domain/ports/rate-limiter.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { hasVehicleData, regoLookupKind } from '@domain/tenancy/feature-flags.ts'
import { vehicleIdentityOf } from '@domain/cars/vehicle-identity.ts'
import { failure, success, type Outcome, type Problem } from '../kernel/outcome.ts'

/**
 * The website's own vehicle lookups (SPEC §7): the browser posts to this site and the server asks the provider
 * with its own key, so no provider key ever reaches a browser. The web routes read the tenant, the client address
 * and the JSON body; these decide whether the lookup may run (the site's flag, the rate limit), read the body and
 * answer the vehicle or a problem.
 *
 * POST /api/nevdis                  {rego, state?} or {vin}         → 200 {vehicle}          (site.flags.nevdis)
 * POST /api/simple-autograb-lookup  {rego, state?, km?}             → 200 {vehicle, market}  (site.flags.autograb)
 * POST /api/trade-in-lookup         {rego, regoState?}              → 200 {vehicle, market}  (site.flags.autograb or nevdis)
 * POST /api/redbook-lookup          {make, model, year, badge?}     → 200 {vehicleData}      (site.flags.redbook)
 * Problems: bad_request (a body that does not read, naming the field), not_found (not enabled, no such vehicle),
 * too_many (with when to retry), bad_gateway (provider failure), timeout (the provider did not answer in time);
 * those from the provider also carry its `reason`.
 */

/** Registration as typed: letters, digits, spaces and dashes; at most 9 characters once those are removed. */
const Rego = Schema.String.check(Schema.isPattern(/^(?=(?:[\s-]*[A-Za-z0-9]){1,9}[\s-]*$)[A-Za-z0-9\s-]+$/))
/** AU state or territory (any case), or NZ. */
const State = Schema.String.check(Schema.isPattern(/^(qld|nsw|vic|tas|sa|wa|nt|act|nz)$/i))
/** VIN: 17 characters, no I, O or Q (ISO 3779). */
const Vin = Schema.String.check(Schema.isPattern(/^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$/))
const Km = Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 2_000_000 }))

export const NevdisBody = Schema.Struct({
  rego: Schema.optional(Rego),
  state: Schema.optional(State),
  vin: Schema.optional(Vin),
})
export const AutograbBody = Schema.Struct({ rego: Rego, state: Schema.optional(State), km: Schema.optional(Km) })
/** SPEC §7 trade-in rego lookup: "sends rego and regoState". */
export const TradeInBody = Schema.Struct({ rego: Rego, regoState: Schema.optional(State) })
const Name = Schema.String.check(Schema.isPattern(/^[\p{L}\p{N}][\p{L}\p{N} .&'+/-]{0,59}$/u))
const Year = Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1900, maximum: 2100 }))
/** SPEC §3 `redbook`: the vehicle-data lookup, by make, model and year (badge when known). */
export const RedbookBody = Schema.Struct({ make: Name, model: Name, year: Year, badge: Schema.optional(Name) })

/** What a shopper is told about each field that did not read. */
export const FIELD_MESSAGES: Record<string, string> = {
  rego: 'rego must be a registration: letters and digits, at most 9',
  state: 'state must be an Australian state or territory (QLD, NSW, VIC, TAS, SA, WA, NT, ACT) or NZ',
  regoState: 'regoState must be an Australian state or territory (QLD, NSW, VIC, TAS, SA, WA, NT, ACT) or NZ',
  vin: 'vin must be 17 letters and digits (no I, O or Q)',
  km: 'km must be a whole number of kilometres from 0 to 2,000,000',
  make: 'make must be a vehicle make (letters and digits, at most 60 characters)',
  model: 'model must be a vehicle model (letters and digits, at most 60 characters)',
  year: 'year must be a whole year from 1900 to 2100',
  badge: 'badge must be letters and digits, at most 60 characters',
}
export const TIMEOUT_MESSAGE =
  'The vehicle lookup took too long to answer. Please try again or enter your vehicle details.'
/** lookup bodies are a rego, a state and a number */
export const MAX_LOOKUP_BODY_BYTES = 4 * 1024
/** Each lookup costs the dealer a provider call: 10 at once per address, then 20 a minute. */
export const LOOKUP_RATE_LIMIT: RateLimitPolicy = { capacity: 10, refillPerMinute: 20 }

export interface LookupsDeps {
  readonly lookup: VehicleLookupPort
  /** the whole lookup's time limit, ms */
  readonly timeoutMs: number
  readonly now: () => number
  /** who may look up how often (keys are tenant and client address) */
  readonly limiter: RateLimiter
}

export type LookupName = 'nevdis' | 'autograb' | 'tradeIn' | 'redbook'
type ProviderReason = Extract<LookupResult<unknown>, { ok: false }>['reason']

/** A lookup's answer; a problem that came from the provider also names its reason. */
export type LookupOutcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problem: Problem; readonly reason?: ProviderReason }

const decodeBody = <S extends Schema.Top>(schema: S, body: unknown): Outcome<S['Type']> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return failure('bad_request', 'Request body must be a JSON object')
  const decoded = decodeOrProblem(schema, body)
  if (decoded.ok) return success(decoded.value)
  const field = decoded.problem.path.split(/[.[]/)[0] ?? ''
  const error =
    FIELD_MESSAGES[field] ?? `Invalid request${field ? `: field "${field}"` : ''}: ${decoded.problem.message}`
  return failure('bad_request', error, field ? { field } : {})
}

/** The port's answer, or a timeout of our own when the port itself does not give up in time. */
async function withTimeout<T>(work: Promise<LookupResult<T>>, ms: number): Promise<LookupResult<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<LookupResult<T>>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: 'timeout', message: TIMEOUT_MESSAGE }), ms)
  })
  try {
    return await Promise.race([
      work.catch((error: unknown): LookupResult<T> => {
        console.warn('[vehicle lookup] the lookup port threw', error)
        return {
          ok: false,
          reason: 'unavailable',
          message: 'Vehicle lookup is unavailable right now. Please enter your vehicle details.',
        }
      }),
      late,
    ])
  } finally {
    clearTimeout(timer)
  }
}

const CODE: Record<ProviderReason, Problem['code']> = {
  not_found: 'not_found',
  invalid: 'bad_request',
  unavailable: 'bad_gateway',
  timeout: 'timeout',
}

const providerFailure = (result: Extract<LookupResult<unknown>, { ok: false }>): LookupOutcome<never> => ({
  ok: false,
  problem: { code: CODE[result.reason], message: result.reason === 'timeout' ? TIMEOUT_MESSAGE : result.message },
  reason: result.reason,
})

const vehicleOf = vehicleIdentityOf
const marketOf = (v: MarketPrice) => ({
  average_market_price: v.average_market_price,
  state_average_market_price: v.state_average_market_price,
})

export type LookupVehicle = ReturnType<typeof vehicleOf>
export type LookupMarket = ReturnType<typeof marketOf>

const ENABLED: Record<LookupName, (site: SiteConfig) => string | null> = {
  nevdis: (site) => (site.flags.nevdis ? null : 'NEVDIS lookup is not enabled for this site'),
  autograb: (site) => (site.flags.autograb ? null : 'Autograb lookup is not enabled for this site'),
  tradeIn: (site) => (regoLookupKind(site) === 'none' ? 'Registration lookup is not enabled for this site' : null),
  redbook: (site) => (hasVehicleData(site) ? null : 'Redbook vehicle data is not enabled for this site'),
}

export type VehicleLookups = ReturnType<typeof createVehicleLookups>

export function createVehicleLookups(deps: LookupsDeps) {
  const stateOf = (site: SiteConfig, state: string | undefined) => (state ?? site.locale.default_state).toUpperCase()
  const port = deps.lookup

  /** One lookup taken from the client's bucket on this site, or why not. */
  async function take(site: SiteConfig, client: string): Promise<Outcome<void>> {
    let rate: RateDecision
    try {
      rate = await deps.limiter.take(`${site.slug}|${client}`, deps.now())
    } catch {
      // the store keeping the counts is out of reach: no lookup is paid for unmetered
      return failure('unavailable', 'Vehicle lookup is not available just now. Please try again in a moment.', {
        retryAfterSeconds: 5,
      })
    }
    if (!rate.ok)
      return failure('too_many', 'Too many lookups; please wait a moment', {
        retryAfterSeconds: rate.retryAfterSeconds,
      })
    return success(undefined)
  }

  return {
    /** Before the body is read: whether the site has the lookup, then the client's rate limit. */
    async admit(name: LookupName, site: SiteConfig, client: string): Promise<Outcome<void>> {
      const disabled = ENABLED[name](site)
      if (disabled) return failure('not_found', disabled)
      return take(site, client)
    },

    /**
     * The client's rate limit alone: the forms' own rego and trade-in lookups (server functions) count against
     * the same per-client limit as the lookup routes, so no way in is unthrottled.
     */
    take: (site: SiteConfig, client: string): Promise<Outcome<void>> => take(site, client),

    /** `{rego, state?}` or `{vin}` → `{vehicle}` */
    async nevdis(site: SiteConfig, body: unknown): Promise<LookupOutcome<{ vehicle: LookupVehicle }>> {
      const decoded = decodeBody(NevdisBody, body)
      if (!decoded.ok) return decoded
      const { rego, state, vin } = decoded.value
      if (!rego && !vin) return failure('bad_request', 'Send a rego (with its state) or a vin', { field: 'rego' })
      const input = rego ? { rego, state: stateOf(site, state) } : { vin: vin! }
      const found = await withTimeout(port.nevdis(input), deps.timeoutMs)
      return found.ok ? success({ vehicle: vehicleOf(found.value) }) : providerFailure(found)
    },

    /** `{rego, state?, km?}` → `{vehicle, market}` */
    async autograb(
      site: SiteConfig,
      body: unknown,
    ): Promise<LookupOutcome<{ vehicle: LookupVehicle; market: LookupMarket }>> {
      const decoded = decodeBody(AutograbBody, body)
      if (!decoded.ok) return decoded
      const { rego, state, km } = decoded.value
      const found = await withTimeout(
        port.autograb({ rego, state: stateOf(site, state), ...(km !== undefined ? { km } : {}) }),
        deps.timeoutMs,
      )
      return found.ok
        ? success({ vehicle: vehicleOf(found.value), market: marketOf(found.value) })
        : providerFailure(found)
    },

    /** `{rego, regoState?}`: Autograb (with a market price) where the site has it, else the plain rego lookup. */
    async tradeIn(
      site: SiteConfig,
      body: unknown,
    ): Promise<LookupOutcome<{ vehicle: LookupVehicle; market: LookupMarket | null }>> {
      const decoded = decodeBody(TradeInBody, body)
      if (!decoded.ok) return decoded
      const state = stateOf(site, decoded.value.regoState)
      if (site.flags.autograb) {
        const priced = await withTimeout(port.autograb({ rego: decoded.value.rego, state }), deps.timeoutMs)
        return priced.ok
          ? success({ vehicle: vehicleOf(priced.value), market: marketOf(priced.value) })
          : providerFailure(priced)
      }
      const found = await withTimeout(port.regoLookup(decoded.value.rego, state), deps.timeoutMs)
      return found.ok ? success({ vehicle: vehicleOf(found.value), market: null }) : providerFailure(found)
    },

    /** `{make, model, year, badge?}` → `{vehicleData}`: Redbook's code, description, specifications and new price */
    async redbook(_site: SiteConfig, body: unknown): Promise<LookupOutcome<{ vehicleData: VehicleData }>> {
      const decoded = decodeBody(RedbookBody, body)
      if (!decoded.ok) return decoded
      const { make, model, year, badge } = decoded.value
      const found = await withTimeout(port.redbook({ make, model, year, ...(badge ? { badge } : {}) }), deps.timeoutMs)
      return found.ok ? success({ vehicleData: found.value }) : providerFailure(found)
    },
  }
}
