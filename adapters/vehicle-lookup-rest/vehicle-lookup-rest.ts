import ky, { isHTTPError, isNetworkError, isTimeoutError } from 'ky'
import type { Schema } from 'effect'
import { decodeOrProblem } from '@domain/kernel/decode.ts'
import { vehicleIdentityOf } from '@domain/cars/vehicle-identity.ts'
import type {
  LookupResult,
  MarketPrice,
  VehicleData,
  VehicleIdentity,
  VehicleLookupPort,
} from '@domain/ports/vehicle-lookup.port.ts'
import { IdentityAnswer, ValuationAnswer, VehicleDataAnswer } from './provider-answers.schema.ts'

/** One failed provider call, as logged (never with the key). */
export interface LookupFailure {
  readonly call: 'nevdis' | 'autograb' | 'rego' | 'redbook'
  readonly url: string
  readonly reason: Extract<LookupResult<unknown>, { ok: false }>['reason']
  readonly message: string
  readonly status?: number
  readonly field?: string
}

export interface VehicleLookupRestOptions {
  /** VEHICLE_LOOKUP_URL: the provider's base URL */
  readonly baseUrl: string
  /** VEHICLE_LOOKUP_API_KEY: sent as `Authorization: Bearer`, server side only */
  readonly apiKey: string
  /** the whole lookup, retry included (default 6000 ms); past it the lookup is a `timeout` */
  readonly timeoutMs?: number
  readonly fetch?: typeof fetch
  readonly log?: (failure: LookupFailure) => void
}

export const DEFAULT_LOOKUP_TIMEOUT_MS = 6_000

/** What the shopper sees; the log has the details. */
export const LOOKUP_MESSAGES = {
  not_found: 'We could not find that registration. Please enter your vehicle details.',
  invalid: 'Please enter a valid registration.',
  unavailable: 'Vehicle lookup is unavailable right now. Please enter your vehicle details.',
  timeout: 'Vehicle lookup took too long to answer. Please try again or enter your vehicle details.',
} as const

/** The provider's error statuses that say more than 'unavailable'. */
const REASON_OF_STATUS: Readonly<Record<number, LookupFailure['reason']>> = {
  400: 'invalid',
  404: 'not_found',
  408: 'timeout',
  422: 'invalid',
  504: 'timeout',
}

const normaliseRego = (rego: string) => rego.replace(/[\s-]/g, '').toUpperCase()

/**
 * VehicleLookupPort over the lookup provider's REST API (SPEC §7 NEVDIS and Autograb lookups; payloads not
 * shown, so this is the contract the adapter defines and the contract tests pin):
 * - `POST {base}/nevdis` `{rego?, state?, vin?}` → `{vehicle: {...}}` (also the trade-in rego lookup)
 * - `POST {base}/autograb` `{rego, state, km?}` → `{vehicle: {..., average_market_price, state_average_market_price}}`
 * - `POST {base}/redbook` `{make, model, year, badge?}` → `{vehicle: {redbook_code, description, badge, series, body,
 *   engine, fuel, transmission, seats, new_price}}` (SPEC §3 `redbook`: the vehicle-data lookup)
 * HTTP 404 → not_found, 400/422 → invalid, timeouts → timeout, anything else (5xx, network, malformed JSON,
 * wrong shape) → unavailable; one retry on 502/503/504 and network errors, inside the overall timeout.
 */
export function createVehicleLookupRest(options: VehicleLookupRestOptions): VehicleLookupPort {
  const base = options.baseUrl.replace(/\/+$/, '')
  const timeout = options.timeoutMs ?? DEFAULT_LOOKUP_TIMEOUT_MS
  const log =
    options.log ??
    ((f: LookupFailure) =>
      console.warn(`[vehicle lookup] ${f.call} failed (${f.reason}): ${f.message}`, {
        url: f.url,
        status: f.status,
        field: f.field,
      }))
  const api = ky.create({
    timeout,
    totalTimeout: timeout,
    retry: { limit: 1, methods: ['post'], statusCodes: [502, 503, 504], retryOnTimeout: false, delay: () => 100 },
    headers: { authorization: `Bearer ${options.apiKey}`, accept: 'application/json' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })

  async function post<S extends Schema.Top>(
    call: LookupFailure['call'],
    path: string,
    body: Record<string, unknown>,
    schema: S,
  ): Promise<LookupResult<S['Type']>> {
    const url = `${base}${path}`
    const fail = (failure: Omit<LookupFailure, 'call' | 'url'>): LookupResult<never> => {
      log({ call, url, ...failure })
      return { ok: false, reason: failure.reason, message: LOOKUP_MESSAGES[failure.reason] }
    }
    let text: string
    let status: number
    try {
      const response = await api.post(url, { json: body })
      status = response.status
      text = await response.text()
    } catch (error) {
      if (isHTTPError(error)) {
        const code = error.response.status
        const reason = REASON_OF_STATUS[code] ?? 'unavailable'
        return fail({ reason, status: code, message: `answered HTTP ${code}` })
      }
      if (isTimeoutError(error)) return fail({ reason: 'timeout', message: `no answer within ${timeout} ms` })
      if (isNetworkError(error)) return fail({ reason: 'unavailable', message: 'unreachable' })
      return fail({ reason: 'unavailable', message: error instanceof Error ? error.message : String(error) })
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      return fail({ reason: 'unavailable', status, message: 'answered with malformed JSON' })
    }
    const decoded = decodeOrProblem(schema, json)
    if (!decoded.ok)
      return fail({
        reason: 'unavailable',
        status,
        field: decoded.problem.path,
        message: `answered the wrong shape: field "${decoded.problem.path}": ${decoded.problem.message}`,
      })
    return { ok: true, value: decoded.value }
  }

  const identityOf = (v: (typeof IdentityAnswer.Type)['vehicle'], rego: string, state: string): VehicleIdentity =>
    vehicleIdentityOf({ ...v, rego: v.rego || rego, state: v.state || state })

  const nevdis = async (
    call: 'nevdis' | 'rego',
    input: { rego?: string; state?: string; vin?: string },
  ): Promise<LookupResult<VehicleIdentity>> => {
    const rego = input.rego !== undefined ? normaliseRego(input.rego) : undefined
    const state = input.state?.toUpperCase()
    const body = {
      ...(rego ? { rego } : {}),
      ...(state ? { state } : {}),
      ...(input.vin ? { vin: input.vin.toUpperCase() } : {}),
    }
    const found = await post(call, '/nevdis', body, IdentityAnswer)
    return found.ok ? { ok: true, value: identityOf(found.value.vehicle, rego ?? '', state ?? '') } : found
  }

  return {
    regoLookup: (rego, regoState) => nevdis('rego', { rego, state: regoState }),
    nevdis: (input) => nevdis('nevdis', input),
    async autograb(input): Promise<LookupResult<VehicleIdentity & MarketPrice>> {
      const rego = normaliseRego(input.rego)
      const state = input.state.toUpperCase()
      const found = await post(
        'autograb',
        '/autograb',
        { rego, state, ...(input.km !== undefined ? { km: input.km } : {}) },
        ValuationAnswer,
      )
      if (!found.ok) return found
      const v = found.value.vehicle
      return {
        ok: true,
        value: {
          ...identityOf(v, rego, state),
          average_market_price: v.average_market_price,
          state_average_market_price: v.state_average_market_price,
        },
      }
    },
    async redbook(input): Promise<LookupResult<VehicleData>> {
      const body = {
        make: input.make,
        model: input.model,
        year: input.year,
        ...(input.badge ? { badge: input.badge } : {}),
      }
      const found = await post('redbook', '/redbook', body, VehicleDataAnswer)
      return found.ok ? { ok: true, value: found.value.vehicle } : found
    },
  }
}
