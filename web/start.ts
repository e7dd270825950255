import { createCsrfMiddleware, createStart } from '@tanstack/react-start'
import { malformedServerFnCalls } from './server/http/malformed-requests.ts'
import { storeOutageCalls, storeOutageRoutes } from './server/http/store-outage.ts'
import { requestPipeline } from './server/http/request-middleware.ts'
import { siteContextAdapter, siteContextReady } from './site/site-script.tsx'
import { jsonStateAdapter } from './site/json-state.ts'

/**
 * Start's options: every request first goes through the one request pipeline (web/server/http/pipeline.ts:
 * operations, compression, the HTTP entry, the response cache, a page's policy), then Start's default CSRF check on
 * server functions (kept, since naming any request middleware replaces the default), then malformed calls answered
 * 4xx (web/server/http/malformed-requests.ts), and the store out of reach answered 503 on every API route and server function (web/server/http/store-outage.ts). The root's
 * site context travels in a file of its own per tenant version and the router's state names it
 * (web/site/site-script.tsx): in the browser the options wait until that file has been read, since the app reads
 * the context as it starts (on the server they are answered at once). Parts of a page's data that are the same
 * objects from view to view go in the state as JSON text written once per object (web/site/json-state.ts).
 */
const options = {
  requestMiddleware: [
    requestPipeline,
    createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' }),
    malformedServerFnCalls,
    storeOutageRoutes,
  ],
  functionMiddleware: [storeOutageCalls],
  serializationAdapters: [siteContextAdapter, jsonStateAdapter],
}
// Start asks for its options on every request: one object for the process (nothing in it is per request), instead
// of a new CSRF middleware and option arrays each time
export const startInstance = createStart(() => siteContextReady()?.then(() => options) ?? options)
