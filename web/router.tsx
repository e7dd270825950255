import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import type { ServerContext } from './server/request-context.ts'
import { capListingCache } from './search/listing-cache.ts'
import { scrollAfterFirstPage } from './client/scroll-after-first-page.ts'
import { parseSearch, readableSearch } from './site/search-params.ts'

/**
 * The page's data cache. A failed search shows its error at once and the shopper retries (SPEC §4 status), so
 * nothing retries on its own; what a page shows does not change because the tab regained focus.
 */
const newQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false } },
  })

/** What every loader gets in `context`. */
export interface RouterContext {
  readonly queryClient: QueryClient
}

/**
 * One router and one QueryClient per server request (never shared across tenants or shoppers) and one per page in
 * the browser. Loader data is the one thing dehydrated into the page: the listing's head needs it anyway, and
 * the browser's query cache is seeded from it (web/search/use-listing.ts), so nothing is sent twice.
 */
export function getRouter() {
  // made when the page first needs it: a request Start answers with an API route's handler (it makes a router for
  // every request it matches) never does
  let client: QueryClient | undefined
  const queryClient = (): QueryClient => {
    if (client) return client
    client = newQueryClient()
    if (typeof window !== 'undefined') capListingCache(client)
    return client
  }
  return createRouter({
    routeTree,
    context: {
      get queryClient() {
        return queryClient()
      },
    } satisfies RouterContext,
    // on (the server writes the inline restoration script); the browser skips the first page's run, and has the
    // router note where the window is then (its document listener saves what scrolled)
    scrollRestoration:
      typeof window === 'undefined' ? true : scrollAfterFirstPage(() => document.dispatchEvent(new Event('scroll'))),
    // The router's 30 s preload cache stays: most routes' data is loader data, and a link hovered then clicked
    // must not fetch twice. Listing answers never go stale in the query cache, so it hides nothing there.
    defaultPreload: 'intent',
    // configured links are followed as the tenant wrote them: metro's header keeps '/service/' (both forms answer)
    trailingSlash: 'preserve',
    // the router's own search functions, without a thrown SyntaxError per price range (site/search-params.ts)
    parseSearch,
    stringifySearch: readableSearch,
    // biome-ignore lint/correctness/noComponentHookFactories: the wrapper belongs to this router and its query client, made once per router
    Wrap: ({ children }) => <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
    /**
     * every server function and API route gets the composed application as `context.app`; the request middleware
     * runs the pipeline in `context.pipeline`
     */
    server: { requestContext: ServerContext }
  }
  interface StaticDataRouteOption {
    /**
     * The response cache may keep this route's anonymous pages (web/server/http/page-cache.ts): `page` is one page
     * whatever the address's parameters, `listing` one page per set of the listing codec's parameters.
     */
    responseCache?: 'page' | 'listing'
  }
}
