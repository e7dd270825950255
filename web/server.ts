import { createStartHandler, createServerEntry, defaultRenderHandler } from '@tanstack/react-start/server'
import { composeServer } from './server/composition/composition.server.ts'
import { builtForTests, processEnvironment } from './server/composition/environment.ts'
import { collapsedSlashes } from './server/http/malformed-requests.ts'
import { operatedEntry } from './server/ops/server-entry.ts'
import { routePattern } from './server/ops/route-pattern.ts'
import { requestEntry } from './server/http/request-entry.ts'
import { tenantOfHost } from './server/http/request-tenant.ts'
import { createPageCache, keepsPath } from './server/http/page-cache.ts'
import { countCacheLookup } from './server/ops/metrics.ts'
import { DIRECT_LEAD_PATH, directLeadAnswer, directLeadRoute } from './server/leads/direct-lead-route.ts'
import { operatedPlain } from './server/ops/operations.ts'
import { bodyLimitOf } from './server/http/body-limit.ts'
import type { PlainAnswer, PlainRequest } from './server/http/plain-exchange.ts'
import { isQaPath, qaGateAnswer } from './server/http/qa-gate.ts'

// The composition root runs when the server loads, not on the first request: a bad tenant file or a missing
// variable stops start-up with one clear line each, and start-up says which adapter serves each port.
const env = processEnvironment()
const app = composeServer(env)
// npm start's workers: the first prints them (scripts/cluster.mjs), the others would only repeat them
if (!builtForTests() && (env.WEB_WORKER ?? '1') === '1') for (const line of app.describe) console.info(line)
// Leads accepted before a restart and not yet delivered go out as soon as the server is up.
app.leads.start()

// Start's own handler renders each page whole, as one string: every step after it needs the whole page anyway (the
// Content-Security-Policy hashes its inline scripts before the header goes out, the response cache keeps it)
const startHandler = createStartHandler(defaultRenderHandler)
// bounded bodies, settled forwarded headers (TRUST_PROXY) and security headers: web/server/http/request-entry.ts
const entry = requestEntry(env, (host) => tenantOfHost(app.tenants, host)?.site ?? null, app.browserReach)
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

const operations = { metricsToken: env.METRICS_TOKEN, routeOf: routePattern }

/** What the node-level fast path takes: the request's parsed address, and how many body bytes it may read. */
export interface FastPlan {
  readonly url: URL
  readonly maxBody: number
}

/** A static file's address (scripts/static-files.mjs answers those before the app). */
const FILE_PATH = /\.[^/]*$/

/**
 * The node-level fast path (scripts/fast-entry.mjs) for the two hottest kinds of request, answered from plain facts
 * with no web Request or Response on the way: an anonymous GET of a page the response cache holds fresh, and
 * POST /api/leads. Everything the web path does for them is done here too, by the same functions: the operations
 * layer (request id, log line, metrics), the HTTP entry (settled forwarded headers, the body's limit, security
 * headers), the cache's key, tenant, ETag/304 and encodings, the lead endpoint's checks and answers. A page request
 * the cache cannot answer fresh comes back null before anything is logged or counted, and goes the web way.
 */
const fast = {
  /** `target`'s plan when this path may take it (decided before any body is read), else null */
  plan(method: string, target: string): FastPlan | null {
    if (target.charCodeAt(0) !== 47 /* '/' */) return null
    // appended, not resolved: `//search` is a path here as it is for srvx, never an authority
    const url = new URL(`http://fast.invalid${target}`)
    if (FILE_PATH.test(url.pathname)) return null
    // the QA pages' gate is the web path's (web/server/http/qa-gate.ts)
    if (isQaPath(url.pathname)) return null
    if (method === 'GET') return keepsPath(url.pathname) ? { url, maxBody: 0 } : null
    return method === 'POST' && url.pathname === DIRECT_LEAD_PATH ? { url, maxBody: bodyLimitOf(url.pathname) } : null
  },
  /** the answer, or null (a page only) when the web path is to answer it */
  answer(request: PlainRequest, plan: FastPlan): Promise<PlainAnswer | null> {
    return plainOperated(request, plan.url.pathname, () =>
      entry.plain(request, plan.url, (settled) =>
        settled.method === 'POST'
          ? directLeadAnswer(settled, request.body ?? new Uint8Array(), { app })
          : pageCache.hit(settled),
      ),
    )
  },
}
const plainOperated = operatedPlain(app, operations)

// Health, readiness and metrics before anything else; a request id, log line and timing around every request.
const webEntry = operatedEntry(
  app,
  operations,
  createServerEntry({
    fetch: (incoming, options) =>
      entry(incoming, async (request, withPolicy) => {
        const url = new URL(request.url)
        // under the live preset every /mock page and hook is a 404 without the QA token, before anything else
        const qa = qaGateAnswer(app.qa, request, url)
        if (qa) return qa
        const sameSite = collapsedSlashes(url)
        if (sameSite) return sameSite
        // a lead create skips Start's router and middleware (web/server/leads/direct-lead-route.ts)
        const lead = directLeadRoute(request, url.pathname, { app })
        if (lead !== null) return lead
        // anonymous pages come from the response cache when it holds them (web/server/http/page-cache.ts)
        return pageCache.serve(request, async () => {
          try {
            // the policy is part of the page the cache keeps: its compressed forms are answered as they are
            return await withPolicy(await startHandler(request, { ...options, context: { app } }))
          } catch (error) {
            // A shopper who navigated away mid-request (an aborted search, a closed tab) is not a server error: nobody
            // is left to answer and there is nothing to log. Everything else goes to Start's error handling.
            if (request.signal.aborted) return new Response(null, { status: 499 })
            throw error
          }
        })
      }),
  }),
)
export default { ...webEntry, fast }
