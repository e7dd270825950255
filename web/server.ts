import { createStartHandler, defaultStreamHandler, createServerEntry } from '@tanstack/react-start/server'
import { composeServer } from './server/composition/composition.server.ts'
import { paintFirst } from './server/http/paint-first.ts'
import { collapsedSlashes } from './server/http/malformed-requests.ts'
import { createPageCache } from './server/http/page-cache.ts'

// The composition root runs when the server loads, not on the first request: a bad tenant file or a missing
// variable stops start-up with one clear line each, and start-up says which adapter serves each port.
const app = composeServer(process.env)
if (process.env.NODE_ENV !== 'test') for (const line of app.describe) console.info(line)
// Leads accepted before a restart and not yet delivered go out as soon as the server is up.
app.leads.start()

const startHandler = createStartHandler(defaultStreamHandler)
// Anonymous pages kept in memory: 64 MB, fresh for 30 s, at most 60 s old (clock-dependent content turns by then).
const pageCache = createPageCache({ maxBytes: 64 * 1024 * 1024, freshMs: 30_000, maxAgeMs: 60_000, versions: app.tenantVersions, tenants: app.tenants, now: Date.now })

export default createServerEntry({
  fetch: async (request, options) => {
    const sameSite = collapsedSlashes(new URL(request.url))
    if (sameSite) return sameSite
    // anonymous pages come from the response cache when it holds them (web/server/http/page-cache.ts)
    return pageCache.serve(request, async () => {
      try {
        return paintFirst(await startHandler(request, { ...options, context: { app } }))
      } catch (error) {
        // A shopper who navigated away mid-request (an aborted search, a closed tab) is not a server error: nobody
        // is left to answer and there is nothing to log. Everything else goes to Start's error handling.
        if (request.signal.aborted) return new Response(null, { status: 499 })
        throw error
      }
    })
  },
})
