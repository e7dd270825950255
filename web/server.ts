import { createStartHandler, defaultStreamHandler, createServerEntry } from '@tanstack/react-start/server'
import { bootServices } from './server/composition.server.ts'
import { paintFirst } from './server/http/paint-first.ts'

// Validate tenants and the mode's variables when the server loads, not on the first request:
// a bad tenant file or a missing live variable stops start-up with one clear line each.
// Leads accepted before a restart and not yet delivered go out as soon as the server is up.
void bootServices().leads

const startHandler = createStartHandler(defaultStreamHandler)

export default createServerEntry({
  fetch: async (request, options) => {
    try {
      return paintFirst(await startHandler(request, options))
    } catch (error) {
      // A shopper who navigated away mid-request (an aborted search, a closed tab) is not a server error: nobody
      // is left to answer and there is nothing to log. Everything else goes to Start's error handling.
      if (request.signal.aborted) return new Response(null, { status: 499 })
      throw error
    }
  },
})
