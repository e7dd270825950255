import type { ServerApp } from '../composition/composition.server.ts'
import { countCacheLookup } from '../ops/metrics.ts'
import { operations, type Exchange, type Step } from '../ops/operations.ts'
import { matchedRoute } from '../ops/route-pattern.ts'
import { compression } from './compression.ts'
import { createPageCache } from './page-cache.ts'
import { requestEntry } from './request-entry.ts'
import { tenantOfHost } from './request-tenant.ts'
import type { Pipeline } from '../request-context.ts'

/**
 * The steps every request goes through, each rule written once, in this order, run as the first of Start's request
 * middleware (web/start.ts, web/server/http/request-middleware.ts), before the CSRF check, the malformed-call answers
 * and the rest of the app. They run as one middleware: each step Start runs costs every request an abort listener
 * and a copy of its context, and a kept page is answered by the fourth without anything after it running:
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
export function createPipeline(env: Record<string, string | undefined>, app: ServerApp): Pipeline {
  const http = requestEntry(env, (host) => tenantOfHost(app.tenants, host)?.site ?? null, app.qa, app.browserReach)
  // Anonymous pages kept in memory: 64 MB, fresh for 30 s, at most 60 s old (clock-dependent content turns by then).
  const pageCache = createPageCache({
    maxBytes: 64 * 1024 * 1024,
    freshMs: 30_000,
    maxAgeMs: 60_000,
    versions: app.tenantVersions,
    tenants: app.tenants,
    now: Date.now,
    observe: (outcome) => {
      if (outcome !== 'bypass') countCacheLookup('pages', outcome !== 'miss')
    },
  })
  const steps: readonly Step[] = [
    operations(app, { metricsToken: env.METRICS_TOKEN }),
    compression,
    http.entry,
    (request, next, { url, route }) => pageCache.serve(request, next, { url, kind: route.staticData.responseCache }),
    http.pagePolicy,
  ]
  const run = chain(steps)
  return {
    // the address is parsed and its route matched once, here, for every step
    run: (request, next) => {
      const url = new URL(request.url)
      return run(request, next, { url, route: matchedRoute(url.pathname) })
    },
    answerHeaders: http.answerHeaders,
  }
}

/** The steps as one: each around the ones after it, the last around `next`. */
export function chain(steps: readonly Step[]): Step {
  return steps.reduceRight<Step>(
    (inner, step) => (request, next, exchange: Exchange) =>
      step(request, () => inner(request, next, exchange), exchange),
    (_request, next) => next(),
  )
}
