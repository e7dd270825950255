import { createStartHandler, createServerEntry, defaultRenderHandler } from '@tanstack/react-start/server'
import { composeServer } from './server/composition/composition.server.ts'
import { builtForTests, processEnvironment } from './server/composition/process-environment.ts'
import { collapsedSlashes, startsCollapsed } from './server/http/malformed-requests.ts'
import { operatedEntry } from './server/ops/server-entry.ts'
import { CLIENT_GONE } from './server/ops/operations.ts'
import { createPipeline } from './server/http/pipeline.ts'

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
// every request's steps, run by Start's request middleware (web/start.ts, web/server/http/pipeline.ts)
const pipeline = createPipeline(env, app)
const context = { app, pipeline }

const entry = createServerEntry({
  fetch: async (request, options) => {
    // Start answers `//x` with a redirect to whatever host was sent, before its middleware: this site's path instead
    const sameSite = startsCollapsed(request.url) ? collapsedSlashes(new URL(request.url)) : null
    if (sameSite) return sameSite
    try {
      return await startHandler(request, { ...options, context })
    } catch (error) {
      // A shopper who navigated away mid-request (an aborted search, a closed tab) is not a server error: nobody
      // is left to answer and there is nothing to log (the operations step logged it 499).
      if (request.signal.aborted) return new Response(null, { status: CLIENT_GONE })
      throw error
    }
  },
})

/** The built server: Start's entry, the headers of built files (scripts/static-files.mjs), the process's stop. */
export default { ...entry, answerHeaders: pipeline.answerHeaders, ...operatedEntry(app) }
