import { randomUUID, timingSafeEqual } from 'node:crypto'
import { errorAnswer, jsonAnswer } from '../http/answers.ts'
import { hostOf, tenantOfHost, type TenantDirectory } from '../http/request-tenant.ts'
import type { HeaderReader } from '../http/plain-exchange.ts'
import { log, requestScope, type RequestScope } from './log.ts'
import { METRICS_CONTENT_TYPE, observeRequest, scrapeMetrics } from './metrics.ts'
import type { MatchedRoute } from './route-pattern.ts'

/** Whether this process should get traffic: its store answers and its tenants are loaded. */
export type Readiness = { readonly ready: true } | { readonly ready: false; readonly reason: string }

/** What the operations layer needs of the composed application. */
export interface OperatedApp {
  readonly tenants: TenantDirectory
  readonly ops: { ready(): Promise<Readiness> }
}

export interface OperationsSettings {
  /** `METRICS_TOKEN`: GET /metrics answers only with `Authorization: Bearer <it>`; unset, /metrics is a 404 */
  readonly metricsToken?: string | undefined
}

const REQUEST_ID = /^[\w.:-]{1,128}$/

/** The sender's `X-Request-Id` when it is a plausible id (a proxy's), else a new one. */
export const requestIdOf = (headers: HeaderReader): string => {
  const given = headers.get('x-request-id')
  return given && REQUEST_ID.test(given) ? given : randomUUID()
}

let draining = false

/** Shutdown has begun: /readyz answers 503 so a balancer stops sending new requests while in-flight ones finish. */
export function beginDrain(): void {
  draining = true
}

/**
 * What the pipeline works out of a request once, before its first step, for all of them: its address parsed, and
 * the route its path matches (its pattern for logs and metrics, its methods, whether the response cache keeps it).
 */
export interface Exchange {
  readonly url: URL
  readonly route: MatchedRoute
}

/** One step of the request pipeline (web/server/http/pipeline.ts): what it does around the steps after it. */
export type Step = (request: Request, next: () => Promise<Response>, exchange: Exchange) => Promise<Response>

/** What a request is answered when its sender went away before its answer: nobody is left to read it. */
export const CLIENT_GONE = 499

/**
 * The pipeline's operations step, first of all: `/healthz` and `/readyz` on any host before tenant resolution (a
 * balancer probes by address), `/metrics` behind METRICS_TOKEN, and for every other request an id (the sender's
 * X-Request-Id or a new one, echoed in the answer), one JSON log line with its tenant, route pattern, status and
 * time, the duration histogram, and the request's scope for every line logged while it is served. A request whose
 * sender went away is logged 499 and not as a failure.
 */
export function operations(app: OperatedApp, settings: OperationsSettings): Step {
  return async (request, next, { url, route }) => {
    const pathname = url.pathname
    if (pathname === '/healthz') return jsonAnswer(200, { status: 'ok' })
    if (pathname === '/readyz') return readiness(app)
    if (pathname === '/metrics') return metricsAnswer(request, settings.metricsToken)
    const scope = scopeOf(app, request.headers, route.pattern)
    const started = performance.now()
    let status = 500
    try {
      const response = await requestScope.run(scope, next)
      status = response.status
      return withRequestId(response, scope.requestId)
    } catch (error) {
      if (request.signal.aborted) status = CLIENT_GONE
      else requestScope.run(scope, () => log.error({ err: error }, 'request failed'))
      throw error
    } finally {
      recorded(scope, request.method, status, started)
    }
  }
}

/** A request's id, tenant (by its Host as sent) and route pattern: what its log lines and metrics carry. */
function scopeOf(app: OperatedApp, headers: HeaderReader, route: string): RequestScope {
  return {
    requestId: requestIdOf(headers),
    tenant: tenantOfHost(app.tenants, hostOf(headers))?.site.slug ?? '-',
    route,
  }
}

/** Its duration in the histogram and its log line. */
function recorded(scope: RequestScope, method: string, status: number, started: number): void {
  const seconds = (performance.now() - started) / 1000
  observeRequest({ method, route: scope.route, tenant: scope.tenant, status }, seconds)
  requestScope.run(scope, () => log.info({ method, status, ms: Math.round(seconds * 10_000) / 10 }, 'request'))
}

async function readiness(app: OperatedApp): Promise<Response> {
  if (draining) return jsonAnswer(503, { status: 'draining' })
  try {
    const state = await app.ops.ready()
    return state.ready
      ? jsonAnswer(200, { status: 'ready' })
      : jsonAnswer(503, { status: 'not ready', reason: state.reason })
  } catch (error) {
    log.warn({ err: error }, 'readiness check failed')
    return jsonAnswer(503, { status: 'not ready', reason: 'the readiness check failed' })
  }
}

async function metricsAnswer(request: Request, token: string | undefined): Promise<Response> {
  if (
    !token ||
    request.method !== 'GET' ||
    !sameSecret(request.headers.get('authorization') ?? '', `Bearer ${token}`)
  ) {
    return errorAnswer(404, 'Not found')
  }
  try {
    return new Response(await scrapeMetrics(), {
      headers: { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' },
    })
  } catch (error) {
    // a worker that is restarting does not answer the primary in time: the next scrape gets everyone again
    log.warn({ err: error }, 'metrics scrape failed')
    return errorAnswer(503, 'Metrics are unavailable for a moment')
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

function withRequestId(response: Response, requestId: string): Response {
  try {
    response.headers.set('x-request-id', requestId)
    return response
  } catch {
    // a response with immutable headers (one fetched from elsewhere): answered as a copy
    const copy = new Response(response.body, response)
    copy.headers.set('x-request-id', requestId)
    return copy
  }
}
