import { createRouter, defaultStringifySearch } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import type { RequestContext } from './server/request-context.ts'

/**
 * Listing addresses are shared and read by people (SPEC §2: `refinementList[make][0]=Toyota`,
 * `range[price]=5000:20000`): keep brackets, colons and commas readable instead of percent-encoded.
 * They are valid in a query string, and parsing is unchanged.
 */
const readableSearch = (search: Record<string, unknown>): string =>
  defaultStringifySearch(search).replace(/%5B/gi, '[').replace(/%5D/gi, ']').replace(/%3A/gi, ':').replace(/%2C/gi, ',')

export function getRouter() {
  return createRouter({
    routeTree,
    scrollRestoration: true,
    defaultPreload: 'intent',
    stringifySearch: readableSearch,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
    /** every server function and API route gets the composed application as `context.app` */
    server: { requestContext: RequestContext }
  }
}
