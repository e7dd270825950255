import { createStartHandler, createServerEntry } from '@tanstack/react-start/server'
import { composeServer } from './server/composition/composition.server.ts'
import { paintFirst } from './server/http/paint-first.ts'
import { renderPage } from './server/http/page-render.tsx'
import { collapsedSlashes } from './server/http/malformed-requests.ts'
import { operatedEntry } from './server/ops/server-entry.ts'
import { routePattern } from './server/ops/route-pattern.ts'
import { requestEntry } from './server/http/request-entry.ts'
import { tenantOfHost } from './server/http/request-tenant.ts'
import { createPageCache } from './server/http/page-cache.ts'
import { countCacheLookup } from './server/ops/metrics.ts'
import { directLeadRoute } from './server/leads/direct-lead-route.ts'

// The composition root runs when the server loads, not on the first request: a bad tenant file or a missing
// variable stops start-up with one clear line each, and start-up says which adapter serves each port.
const app = composeServer(process.env)
// npm start's workers: the first prints them (scripts/cluster.mjs), the others would only repeat them
if (process.env.NODE_ENV !== 'test' && (process.env.WEB_WORKER ?? '1') === '1') for (const line of app.describe) console.info(line)
// Leads accepted before a restart and not yet delivered go out as soon as the server is up.
app.leads.start()

// pages rendered whole, as one string read once by every step after it (web/server/http/page-render.tsx)
const startHandler = createStartHandler(renderPage)
// bounded bodies, settled forwarded headers (TRUST_PROXY) and security headers: web/server/http/request-entry.ts
const entry = requestEntry(process.env, (host) => tenantOfHost(app.tenants, host)?.site ?? null, app.browserReach)
// Anonymous pages kept in memory: 64 MB, fresh for 30 s, at most 60 s old (clock-dependent content turns by then).
const pageCache = createPageCache({
  maxBytes: 64 * 1024 * 1024, freshMs: 30_000, maxAgeMs: 60_000, versions: app.tenantVersions, tenants: app.tenants, now: Date.now,
  observe: (outcome) => {
    if (outcome !== 'bypass') countCacheLookup('pages', outcome !== 'miss')
  },
})

// Health, readiness and metrics before anything else; a request id, log line and timing around every request.
export default operatedEntry(app, { metricsToken: process.env.METRICS_TOKEN, routeOf: routePattern }, createServerEntry({
  fetch: (incoming, options) => entry(incoming, async (request, withPolicy) => {
    const url = new URL(request.url)
    const sameSite = collapsedSlashes(url)
    if (sameSite) return sameSite
    // a lead create skips Start's router and middleware (web/server/leads/direct-lead-route.ts)
    const lead = directLeadRoute(request, url.pathname, { app })
    if (lead) return lead
    // anonymous pages come from the response cache when it holds them (web/server/http/page-cache.ts)
    return pageCache.serve(request, async () => {
      try {
        // the policy is part of the page the cache keeps: its compressed forms are answered as they are
        return await withPolicy(await paintFirst(await startHandler(request, { ...options, context: { app } })))
      } catch (error) {
        // A shopper who navigated away mid-request (an aborted search, a closed tab) is not a server error: nobody
        // is left to answer and there is nothing to log. Everything else goes to Start's error handling.
        if (request.signal.aborted) return new Response(null, { status: 499 })
        throw error
      }
    })
  }),
}))
