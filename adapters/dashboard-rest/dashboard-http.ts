import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky'
import type { Schema } from 'effect'
import { decodeOrProblem, type DecodeProblem } from '@domain/kernel/decode.ts'
import { isNotFoundBody } from './dashboard-answers.schema.ts'

/** One failed dashboard call, as it is logged: what was called, where, and what went wrong. */
export interface DashboardFailure {
  readonly call: string
  /** the URL without credentials (they travel in the Authorization header only) */
  readonly url: string
  readonly reason: 'not_found' | 'http' | 'timeout' | 'network' | 'malformed_json' | 'wrong_shape' | 'invalid_input'
  readonly message: string
  readonly status?: number
  /** for wrong_shape: the first field that did not decode, as a dotted path ('' = the answer as a whole) */
  readonly field?: string
  /** how many requests were sent, retries included */
  readonly attempts?: number
}

export type DashboardLogger = (failure: DashboardFailure) => void

/** The default logger: one warning line with the call, the reason and the field, then the details. */
export const consoleDashboardLogger: DashboardLogger = (failure) => {
  const field = failure.field !== undefined ? ` field "${failure.field}"` : ''
  console.warn(`[dashboard] ${failure.call} failed (${failure.reason}):${field} ${failure.message}`, {
    url: failure.url,
    status: failure.status,
    attempts: failure.attempts,
  })
}

export type Fetched<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly failure: DashboardFailure }

export interface DashboardHttpOptions {
  /** the dashboard base URL (DASHBOARD_URL) */
  readonly baseUrl: string
  /** DASHBOARD_STAGING: when true every call goes to `stagingUrl` instead */
  readonly staging?: boolean
  readonly stagingUrl?: string
  readonly username: string
  readonly password: string
  /** per attempt, ms (default 10 000); a slow answer counts as a failure and is retried */
  readonly timeoutMs?: number
  /** retries after the first attempt (default 2, SPEC §7 "retry twice on failure") */
  readonly retries?: number
  /** delay before retry n (1-based), ms; default ky's 300 ms doubling */
  readonly retryDelayMs?: (attempt: number) => number
  /** injected for tests; defaults to the global fetch */
  readonly fetch?: typeof fetch
}

export const DEFAULT_DASHBOARD_TIMEOUT_MS = 10_000
export const DEFAULT_DASHBOARD_RETRIES = 2
/**
 * Statuses worth asking again: the dashboard timing out, rate-limiting or failing. Other 4xx (401 bad
 * credentials, 403, an HTTP 404) say the same thing every time, so they fail at once.
 */
export const RETRY_STATUSES = [408, 425, 429, 500, 502, 503, 504]

/** The host every call goes to: the staging host when the staging flag is set (SPEC §7). */
export function dashboardHost(options: Pick<DashboardHttpOptions, 'baseUrl' | 'staging' | 'stagingUrl'>): string {
  if (!options.staging) return options.baseUrl
  if (!options.stagingUrl) throw new Error('DASHBOARD_STAGING is set but DASHBOARD_STAGING_URL is not')
  return options.stagingUrl
}

export const basicAuthorization = (username: string, password: string): string =>
  `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`

export interface DashboardHttp {
  readonly host: string
  /**
   * GET `path` (relative to the host), then: a 404 status in the body → not_found; JSON decoded with
   * `schema` → the value, or wrong_shape naming the field. Every failure is logged before it is returned.
   */
  getDecoded<S extends Schema.Top>(
    call: string,
    path: string,
    schema: S,
    options?: {
      searchParams?: Record<string, string | number>
      absoluteUrl?: string
      /** the part of the answer to decode, and its path for field names (e.g. a `site` wrapper) */
      select?: (body: unknown) => { readonly value: unknown; readonly prefix: string }
      /** decodes the selected part instead of `schema` (a mapping from another shape onto `schema`'s type) */
      decode?: (value: unknown) => { ok: true; value: S['Type'] } | { ok: false; problem: DecodeProblem }
    },
  ): Promise<Fetched<S['Type']>>
  /** logs and returns a failure found before any request (e.g. an id that cannot go in a path) */
  refuse(call: string, path: string, message: string): { readonly ok: false; readonly failure: DashboardFailure }
}

export function createDashboardHttp(
  options: DashboardHttpOptions,
  log: DashboardLogger = consoleDashboardLogger,
): DashboardHttp {
  const host = dashboardHost(options).replace(/\/+$/, '')
  const hostOrigin = new URL(host).origin
  const authorization = basicAuthorization(options.username, options.password)
  const retries = options.retries ?? DEFAULT_DASHBOARD_RETRIES
  const api: KyInstance = ky.create({
    timeout: options.timeoutMs ?? DEFAULT_DASHBOARD_TIMEOUT_MS,
    retry: {
      limit: retries,
      methods: ['get'],
      statusCodes: RETRY_STATUSES,
      afterStatusCodes: [429, 503],
      maxRetryAfter: 5_000,
      retryOnTimeout: true,
      backoffLimit: 3_000,
      ...(options.retryDelayMs ? { delay: options.retryDelayMs } : {}),
    },
    headers: { accept: 'application/json' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })

  const fail = (failure: DashboardFailure): { readonly ok: false; readonly failure: DashboardFailure } => {
    log(failure)
    return { ok: false, failure }
  }

  return {
    host,
    refuse: (call, path, message) => fail({ call, url: `${host}${path}`, reason: 'invalid_input', message }),
    async getDecoded(call, path, schema, extra = {}) {
      const target = new URL(extra.absoluteUrl ?? `${host}${path}`)
      for (const [key, value] of Object.entries(extra.searchParams ?? {})) target.searchParams.set(key, String(value))
      const url = target.toString()
      let attempts = 1
      let response: Response
      try {
        // the dashboard's credentials go to the dashboard's own origin only, never to a configured other host
        const headers = target.origin === hostOrigin ? { authorization } : {}
        response = await api.get(url, { headers, hooks: { beforeRetry: [() => void attempts++] } })
      } catch (error) {
        if (isHTTPError(error)) {
          return fail({
            call,
            url,
            reason: 'http',
            status: error.response.status,
            attempts,
            message: `answered HTTP ${error.response.status}`,
          })
        }
        if (isTimeoutError(error))
          return fail({ call, url, reason: 'timeout', attempts, message: 'did not answer in time' })
        if (isNetworkError(error))
          return fail({ call, url, reason: 'network', attempts, message: `unreachable (${causeOf(error)})` })
        return fail({
          call,
          url,
          reason: 'network',
          attempts,
          message: error instanceof Error ? error.message : String(error),
        })
      }
      let body: unknown
      try {
        body = JSON.parse(await response.text())
      } catch (error) {
        return fail({
          call,
          url,
          reason: 'malformed_json',
          status: response.status,
          attempts,
          message: `answered with malformed JSON (${causeOf(error)})`,
        })
      }
      if (isNotFoundBody(body))
        return fail({
          call,
          url,
          reason: 'not_found',
          status: response.status,
          attempts,
          message: 'answered status 404 in the body',
        })
      const part = extra.select ? extra.select(body) : { value: body, prefix: '' }
      const decoded = extra.decode ? extra.decode(part.value) : decodeOrProblem(schema, part.value)
      if (!decoded.ok) {
        const field = [part.prefix, decoded.problem.path].filter((p) => p !== '').join('.')
        return fail({
          call,
          url,
          reason: 'wrong_shape',
          status: response.status,
          attempts,
          field,
          message: decoded.problem.message,
        })
      }
      return { ok: true, value: decoded.value }
    },
  }
}

const causeOf = (error: unknown): string => {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  return cause instanceof Error ? cause.message : String(cause)
}
