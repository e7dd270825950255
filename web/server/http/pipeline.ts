import type { ServerApp } from '../composition/composition.server.ts'
import { countCacheLookup } from '../ops/metrics.ts'
import { operations, type Step } from '../ops/operations.ts'
import { matchedRoute } from '../ops/route-pattern.ts'
import { compression } from './compression.ts'
import { createPageCache } from './page-cache.ts'
import { requestEntry } from './request-entry.ts'
import { tenantOfHost } from './request-tenant.ts'

/**
 * The steps every request goes through, each rule written once, as Start's request middleware runs them in this
 * order (web/start.ts, web/server/http/request-middleware.ts), before the CSRF check, the malformed-call answers
 * and the rest of the app:
 * 1. operations (web/server/ops/operations.ts): health, readiness and metrics answers; the request id, log line
 *    and metrics of every other request;
 * 2. compression (compression.ts) of what the steps after it answer, unless it is compressed already;
 * 3. the HTTP entry (request-entry.ts): settled forwarded headers, the QA gate, methods the route does not answer,
 *    the body's limit, security headers;
 * 4. the response cache (page-cache.ts) of anonymous pages of the routes that say so (`staticData.responseCache`);
 * 5. a page's Content-Security-Policy (request-entry.ts), inside the cache, which keeps it with the page.
 * Built files stay outside (scripts/static-files.mjs) and take their security headers from the entry
 * (`answerHeaders`).
 */
export interface Pipeline {
  readonly operations: Step
  readonly compression: Step
  readonly entry: Step
  readonly responseCache: Step
  readonly pagePolicy: Step
  readonly answerHeaders: (request: Request, headers: Headers) => void
}

export function createPipeline(env: Record<string, string | undefined>, app: ServerApp): Pipeline {
  const http = requestEntry(
    env,
    (host) => tenantOfHost(app.tenants, host)?.site ?? null,
    app.qa,
    app.browserReach,
    (pathname) => matchedRoute(pathname).methods,
  )
  // Anonymous pages kept in memory: 64 MB, fresh for 30 s, at most 60 s old (clock-dependent content turns by then).
  const pageCache = createPageCache({
    maxBytes: 64 * 1024 * 1024,
    freshMs: 30_000,
    maxAgeMs: 60_000,
    versions: app.tenantVersions,
    tenants: app.tenants,
    now: Date.now,
    kindOf: (pathname) => matchedRoute(pathname).staticData.responseCache,
    observe: (outcome) => {
      if (outcome !== 'bypass') countCacheLookup('pages', outcome !== 'miss')
    },
  })
  return {
    operations: operations(app, { metricsToken: env.METRICS_TOKEN, routeOf: (path) => matchedRoute(path).pattern }),
    compression,
    entry: http.entry,
    responseCache: (request, next) => pageCache.serve(request, next),
    pagePolicy: http.pagePolicy,
    answerHeaders: http.answerHeaders,
  }
}
