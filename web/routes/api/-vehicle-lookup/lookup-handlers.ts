import { Schema } from 'effect'
import { decodeOrProblem } from '@domain/kernel/decode.ts'
import type { LookupResult, MarketPrice, VehicleIdentity, VehicleLookupPort } from '@domain/ports/vehicle-lookup.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { createTokenBucket, type RateLimiter } from '@application/leads/rate-limit.ts'

/**
 * The website's own vehicle lookup routes (SPEC §7): the browser posts here and the server asks the provider
 * with its own key, so no provider key ever reaches a browser. Request → Response, so they are tested without
 * a server; the file routes pass the tenant, the lookup port and the client address.
 *
 * POST /api/nevdis                  {rego, state?} or {vin}         → 200 {vehicle}          (site.flags.nevdis)
 * POST /api/simple-autograb-lookup  {rego, state?, km?}             → 200 {vehicle, market}  (site.flags.autograb)
 * POST /api/trade-in-lookup         {rego, regoState?}              → 200 {vehicle, market}  (every site: the trade-in form)
 * Errors are JSON `{error, field?}`: 400 bad body, 404 unknown site / not found / not enabled, 405, 413, 415,
 * 429 (with Retry-After), 502 provider failure, 504 when the provider does not answer in time.
 */

/** Registration as typed: letters, digits, spaces and dashes; at most 9 characters once those are removed. */
const Rego = Schema.String.check(Schema.isPattern(/^(?=(?:[\s-]*[A-Za-z0-9]){1,9}[\s-]*$)[A-Za-z0-9\s-]+$/))
/** AU state or territory (any case), or NZ. */
const State = Schema.String.check(Schema.isPattern(/^(qld|nsw|vic|tas|sa|wa|nt|act|nz)$/i))
/** VIN: 17 characters, no I, O or Q (ISO 3779). */
const Vin = Schema.String.check(Schema.isPattern(/^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$/))
const Km = Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 2_000_000 }))

export const NevdisBody = Schema.Struct({ rego: Schema.optional(Rego), state: Schema.optional(State), vin: Schema.optional(Vin) })
export const AutograbBody = Schema.Struct({ rego: Rego, state: Schema.optional(State), km: Schema.optional(Km) })
/** SPEC §7 trade-in rego lookup: "sends rego and regoState". */
export const TradeInBody = Schema.Struct({ rego: Rego, regoState: Schema.optional(State) })

/** What a shopper is told about each field that did not read. */
export const FIELD_MESSAGES: Record<string, string> = {
  rego: 'rego must be a registration: letters and digits, at most 9',
  state: 'state must be an Australian state or territory (QLD, NSW, VIC, TAS, SA, WA, NT, ACT) or NZ',
  regoState: 'regoState must be an Australian state or territory (QLD, NSW, VIC, TAS, SA, WA, NT, ACT) or NZ',
  vin: 'vin must be 17 letters and digits (no I, O or Q)',
  km: 'km must be a whole number of kilometres from 0 to 2,000,000',
}
export const TIMEOUT_MESSAGE = 'The vehicle lookup took too long to answer. Please try again or enter your vehicle details.'
export const MAX_LOOKUP_BODY_BYTES = 4 * 1024
/** Each lookup costs the dealer a provider call: 10 at once per address, then 20 a minute. */
export const LOOKUP_RATE_LIMIT = { capacity: 10, refillPerMinute: 20 } as const

export interface LookupDeps {
  /** the tenant of the request (from its Host header), or null */
  readonly siteOf: (request: Request) => SiteConfig | null
  readonly lookup: () => VehicleLookupPort
  /** the whole lookup's time limit, ms */
  readonly timeoutMs: number
  readonly now?: () => number
  readonly limiter?: RateLimiter
}

type Handler = (request: Request, clientAddress?: string) => Promise<Response>

const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }
export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { ...HEADERS, ...headers } })

/** A JSON 405 naming the method to use (the app would otherwise answer HTML). */
export const methodNotAllowed = () => json(405, { error: 'Method not allowed; use POST' }, { allow: 'POST' })

async function readBody(request: Request): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type.trim())) return { ok: false, response: json(415, { error: 'Content-Type must be application/json' }) }
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_LOOKUP_BODY_BYTES) return { ok: false, response: json(413, { error: `Request body is larger than ${MAX_LOOKUP_BODY_BYTES} bytes` }) }
  let text: string
  try {
    text = await request.text()
  } catch {
    return { ok: false, response: json(400, { error: 'Request body could not be read' }) }
  }
  if (Buffer.byteLength(text) > MAX_LOOKUP_BODY_BYTES) return { ok: false, response: json(413, { error: `Request body is larger than ${MAX_LOOKUP_BODY_BYTES} bytes` }) }
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, response: json(400, { error: 'Request body must be a JSON object' }) }
    return { ok: true, value }
  } catch {
    return { ok: false, response: json(400, { error: 'Request body is not valid JSON' }) }
  }
}

function decodeBody<S extends Schema.Top>(schema: S, body: unknown): { ok: true; value: S['Type'] } | { ok: false; response: Response } {
  const decoded = decodeOrProblem(schema, body)
  if (decoded.ok) return decoded
  const field = decoded.problem.path.split(/[.[]/)[0] ?? ''
  const error = FIELD_MESSAGES[field] ?? `Invalid request${field ? `: field "${field}"` : ''}: ${decoded.problem.message}`
  return { ok: false, response: json(400, { error, ...(field ? { field } : {}) }) }
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
        return { ok: false, reason: 'unavailable', message: 'Vehicle lookup is unavailable right now. Please enter your vehicle details.' }
      }),
      late,
    ])
  } finally {
    clearTimeout(timer)
  }
}

const STATUS: Record<Extract<LookupResult<unknown>, { ok: false }>['reason'], number> = {
  not_found: 404,
  invalid: 400,
  unavailable: 502,
  timeout: 504,
}

const failure = (result: Extract<LookupResult<unknown>, { ok: false }>): Response =>
  json(STATUS[result.reason], { error: result.reason === 'timeout' ? TIMEOUT_MESSAGE : result.message, reason: result.reason })

const vehicleOf = (v: VehicleIdentity) => ({
  rego: v.rego, state: v.state, vin: v.vin, make: v.make, model: v.model, badge: v.badge, year: v.year,
  body: v.body, colour: v.colour, fuel: v.fuel, transmission: v.transmission,
})
const marketOf = (v: MarketPrice) => ({ average_market_price: v.average_market_price, state_average_market_price: v.state_average_market_price })

export function createLookupHandlers(deps: LookupDeps) {
  const now = deps.now ?? Date.now
  const limiter = deps.limiter ?? createTokenBucket(LOOKUP_RATE_LIMIT)

  /** Tenant, rate limit, body and schema, in that order; then `run` with the decoded body. */
  const route = <S extends Schema.Top>(
    schema: S,
    enabled: (site: SiteConfig) => string | null,
    run: (site: SiteConfig, body: S['Type'], port: VehicleLookupPort) => Promise<Response>,
  ): Handler => async (request, clientAddress) => {
    const site = deps.siteOf(request)
    if (!site) return json(404, { error: 'Not found' })
    const disabled = enabled(site)
    if (disabled) return json(404, { error: disabled })
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    const rate = limiter.take(`${site.slug}|${forwarded || clientAddress || 'unknown'}`, now())
    if (!rate.ok) return json(429, { error: 'Too many lookups; please wait a moment' }, { 'retry-after': String(rate.retryAfterSeconds) })
    const body = await readBody(request)
    if (!body.ok) return body.response
    const decoded = decodeBody(schema, body.value)
    if (!decoded.ok) return decoded.response
    return run(site, decoded.value, deps.lookup())
  }

  const stateOf = (site: SiteConfig, state: string | undefined) => (state ?? site.locale.default_state).toUpperCase()

  return {
    nevdis: route(NevdisBody, (site) => (site.flags.nevdis ? null : 'NEVDIS lookup is not enabled for this site'), async (site, body, port) => {
      if (!body.rego && !body.vin) return json(400, { error: 'Send a rego (with its state) or a vin', field: 'rego' })
      const input = body.rego ? { rego: body.rego, state: stateOf(site, body.state) } : { vin: body.vin! }
      const found = await withTimeout(port.nevdis(input), deps.timeoutMs)
      return found.ok ? json(200, { vehicle: vehicleOf(found.value) }) : failure(found)
    }),

    autograb: route(AutograbBody, (site) => (site.flags.autograb ? null : 'Autograb lookup is not enabled for this site'), async (site, body, port) => {
      const found = await withTimeout(port.autograb({ rego: body.rego, state: stateOf(site, body.state), ...(body.km !== undefined ? { km: body.km } : {}) }), deps.timeoutMs)
      return found.ok ? json(200, { vehicle: vehicleOf(found.value), market: marketOf(found.value) }) : failure(found)
    }),

    /** Autograb (with a market price) where the site has it, else the plain rego lookup. */
    tradeIn: route(TradeInBody, () => null, async (site, body, port) => {
      const state = stateOf(site, body.regoState)
      if (site.flags.autograb) {
        const priced = await withTimeout(port.autograb({ rego: body.rego, state }), deps.timeoutMs)
        return priced.ok ? json(200, { vehicle: vehicleOf(priced.value), market: marketOf(priced.value) }) : failure(priced)
      }
      const found = await withTimeout(port.regoLookup(body.rego, state), deps.timeoutMs)
      return found.ok ? json(200, { vehicle: vehicleOf(found.value), market: null }) : failure(found)
    }),
  }
}
