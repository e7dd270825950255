import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { EVENT_IDS } from '@domain/events/event-catalogue.ts'
import type { SearchUrlContext } from '@domain/search/search-paths.ts'
import { type SearchState, normalizeSearchState } from '@domain/search/search-state.ts'
import {
  initialSearchStatus,
  nextSearchStatus,
  stalledAt,
  type SearchStatusState,
} from '@domain/search/search-status.ts'
import { formatSearchUrl } from '@domain/search/search-url.ts'
import { ADDRESS_WRITE_DEBOUNCE_MS } from '@domain/search/search-widgets.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import type { ListingData } from '@domain/search/listing-data.ts'
import { listingKey } from '@domain/search/listing-key.ts'
import type { LoadedListing } from './listing-route.ts'
import { listingQueryKey } from './listing-cache.ts'
import { listingQuery } from './listing.queries.ts'
import { listingSearchQuery } from './listing-search.queries.ts'
import { browserAnalytics, browserSearch } from '../client/ports.ts'

export interface ListingController {
  /** what the page shows */
  readonly data: ListingData
  /** what the shopper asked for; runs ahead of `data` while a search is under way */
  readonly state: SearchState
  readonly status: SearchStatusState
  /**
   * a new state, or a change to the latest asked (so changes made together, as before the app loaded, each build on
   * the one before): searched now, written to the address after 400 ms (at once with `addressNow`)
   */
  update(next: SearchState | ((latest: SearchState) => SearchState), options?: { readonly addressNow?: boolean }): void
  retry(): void
}

const trackSearch = (data: ListingData) =>
  browserAnalytics().track({
    id: EVENT_IDS.SEARCH,
    name: 'search',
    data: { search_url: data.url, query: data.state.query, results: data.count },
  })

/** What the listing reads of its search query: only in effects, which run in the browser alone. */
type ListingQueryResult = Pick<
  UseQueryResult<ListingData>,
  'data' | 'isError' | 'isSuccess' | 'isPlaceholderData' | 'error'
>

/** the server's stand-in: the page shows the loader's answer, and no effect runs to read this */
const SERVER_RENDER: ListingQueryResult = {
  data: undefined,
  isError: false,
  isSuccess: false,
  isPlaceholderData: false,
  error: null,
}

/**
 * The listing's search query, in the browser only (its options are made there). The server renders the loader's
 * answer and runs no effect, where all this query gives is read, so it makes no query observer: react-query's
 * observer, its query-cache entry and its store subscription would cost every uncached listing's server render, for
 * nothing. The same hooks run in the same order on each side (none here on the server), so hydration is
 * unaffected: React keeps no hook state from the server.
 */
type ListingQueryOptions = () => UseQueryOptions<ListingData, Error, ListingData, ReturnType<typeof listingQueryKey>>

const useListingQuery: (options: ListingQueryOptions) => ListingQueryResult = createIsomorphicFn()
  .server((_options: ListingQueryOptions) => SERVER_RENDER)
  .client((options: ListingQueryOptions) => useQuery(options()))

/** The inventory page view (SPEC §9 page views: inventory). */
export const INVENTORY_PAGE_VIEW = { id: 2, name: 'page_view_inventory' } as const

/** One filter change: what was asked, the listing key its answer is cached under, and the address it is written to. */
interface Asked {
  readonly state: SearchState
  readonly key: string
  readonly url: string
}

/**
 * The listing's client side. The address is the state: the router's loader renders what the address says
 * (server render, back/forward, shared links); filter changes search at once (straight to the search service with
 * a tenant token, else through /api/search), show the answer, and write the address 400 ms later (SPEC §9); the
 * loader finds the answer in the query cache, or joins the search still under way. The query cache does the caching, de-duplication and
 * cancellation (a newer filter change drops the older search's observer, which cancels it); this hook keeps the
 * status machine (SPEC §4), the address write and the analytics.
 */
export function useListing(loaded: LoadedListing, site: PublicSite, ctx: SearchUrlContext): ListingController {
  const router = useRouter()
  const queryClient = useQueryClient()
  const [data, setData] = useState<ListingData>(loaded)
  const [state, setState] = useState<SearchState>(loaded.state)
  /** the state last asked for, ahead of `state` until the page renders it: what a change builds on */
  const latest = useRef<SearchState>(loaded.state)
  /** the filter change being shown (or searched), ahead of the address; null when the address is the state */
  const [asked, setAsked] = useState<Asked | null>(null)
  const [status, dispatch] = useReducer(nextSearchStatus, initialSearchStatus)
  const routerLoading = useRouterState({ select: (s) => s.isLoading })
  const written = useRef<string | null>(null)
  const addressTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  /** the filter change whose search has started, and the one whose answer (or failure) is in */
  const started = useRef<Asked | null>(null)
  const settled = useRef<Asked | null>(null)
  const promos = useRef(loaded.promos)
  const viewed = useRef(false)
  const shown = useRef<ListingData | null>(null)
  const tracked = useRef(false)

  // The address's listing seeds the cache (the server render's answer is loader data, not dehydrated twice);
  // a filter change's search is observed under its own key, the previous answer staying on screen meanwhile.
  const search = useListingQuery(() =>
    asked
      ? {
          ...listingSearchQuery({ site, ctx, state: asked.state, key: asked.key, promos: promos.current }),
          placeholderData: keepPreviousData,
        }
      : { ...listingQuery(loaded.key), initialData: loaded },
  )

  // The address changed (first render, back/forward, a link): show what the loader got, unless it is the
  // address this page just wrote for the answer it already shows.
  useEffect(() => {
    promos.current = loaded.promos
    if (!viewed.current) {
      viewed.current = true
      browserAnalytics().track({ ...INVENTORY_PAGE_VIEW, data: { search_url: loaded.url } })
    }
    if (written.current !== null && written.current === loaded.url) {
      written.current = null
      return
    }
    written.current = null
    // the address wins over a search still under way: observing the address's key cancels that search
    setAsked(null)
    if (addressTimer.current) clearTimeout(addressTimer.current)
    // the router re-ran the loader for what is already shown (e.g. a background reload): nothing new
    if (
      shown.current &&
      shown.current !== loaded &&
      shown.current.url === loaded.url &&
      shown.current.count === loaded.count &&
      tracked.current
    ) {
      latest.current = loaded.state
      setState(loaded.state)
      return
    }
    tracked.current = true
    shown.current = loaded
    setData(loaded)
    latest.current = loaded.state
    setState(loaded.state)
    dispatch({ type: 'success', at: Date.now() })
    trackSearch(loaded)
  }, [loaded])

  const writeAddress = useCallback(
    (url: string) => {
      written.current = url
      void router.navigate({ href: url, resetScroll: false })
    },
    [router],
  )

  // A filter change's search: loading while it runs, then its answer shown, or the error. An answer already in the cache shows at once.
  const { isError, isPlaceholderData, isSuccess, error } = search
  const answer = search.data
  useEffect(() => {
    if (asked === null || settled.current === asked) return
    if (isError) {
      settled.current = asked
      dispatch({ type: 'failure', at: Date.now(), message: error instanceof Error ? error.message : String(error) })
    } else if (isSuccess && !isPlaceholderData && answer !== undefined) {
      settled.current = asked
      shown.current = answer
      setData(answer)
      dispatch({ type: 'success', at: Date.now() })
      trackSearch(answer)
    } else if (started.current !== asked) {
      started.current = asked
      dispatch({ type: 'start', at: Date.now() })
    }
  }, [asked, isError, isSuccess, isPlaceholderData, answer, error])

  const searching = asked !== null && settled.current !== asked

  // Router navigations that need the server (uncached back/forward) drive the same status machine.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on the router's loading changes only; `searching` is read as it is then
  useEffect(() => {
    if (written.current !== null || searching) return // our own address write, or our own search
    dispatch(routerLoading ? { type: 'start', at: Date.now() } : { type: 'success', at: Date.now() })
  }, [routerLoading])

  // SPEC §4: loading turns stalled after 200 ms; the reducer is pure, the timer lives here.
  useEffect(() => {
    const at = stalledAt(status)
    if (at === null) return
    const timer = setTimeout(() => dispatch({ type: 'tick', at: Date.now() }), Math.max(0, at - Date.now()))
    return () => clearTimeout(timer)
  }, [status])

  // The search token is fetched while the shopper reads the first page, not when they first click a filter. It is
  // a credential the search port holds and renews itself (web/search/browser-search.ts), not page data.
  useEffect(() => browserSearch().prefetch(), [])

  useEffect(
    () => () => {
      if (addressTimer.current) clearTimeout(addressTimer.current)
    },
    [],
  )

  const update = useCallback(
    (input: SearchState | ((latest: SearchState) => SearchState), options?: { readonly addressNow?: boolean }) => {
      const next = normalizeSearchState(typeof input === 'function' ? input(latest.current) : input)
      latest.current = next
      const url = formatSearchUrl(next, ctx)
      const [path = '', query = ''] = url.split('?', 2)
      const key = listingKey(path, router.options.parseSearch(query === '' ? '' : `?${query}`))
      const queryKey = listingQueryKey(key)
      // a failed search is asked again (retry, or the same filters chosen again); an answer in the cache is reused
      if (queryClient.getQueryState(queryKey)?.status === 'error') queryClient.removeQueries({ queryKey, exact: true })
      setState(next)
      setAsked({ state: next, key, url })
      if (addressTimer.current) clearTimeout(addressTimer.current)
      // SPEC §9: the address follows 400 ms after the change, whether or not the answer is in: the route's loader
      // shares the search under way (same query key). A search that has already failed leaves the address alone.
      addressTimer.current = setTimeout(
        () => {
          addressTimer.current = null
          if (queryClient.getQueryState(queryKey)?.status !== 'error') writeAddress(url)
        },
        options?.addressNow ? 0 : ADDRESS_WRITE_DEBOUNCE_MS,
      )
    },
    [ctx, router, queryClient, writeAddress],
  )

  const retry = useCallback(() => update(state, { addressNow: true }), [state, update])

  return { data, state, status, update, retry }
}
