import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { EVENT_IDS } from '@domain/events/event-catalogue.ts'
import type { SearchUrlContext } from '@domain/search/search-paths.ts'
import { toSearchRequest } from '@domain/search/search-request.ts'
import { type SearchState, normalizeSearchState } from '@domain/search/search-state.ts'
import { initialSearchStatus, nextSearchStatus, stalledAt, type SearchStatusState } from '@domain/search/search-status.ts'
import { formatSearchUrl } from '@domain/search/search-url.ts'
import { ADDRESS_WRITE_DEBOUNCE_MS } from '@domain/search/search-widgets.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { cachedListing, rememberListing } from './listing-cache.ts'
import { buildListingData, type ListingData } from './listing-data.ts'
import { LISTING_FACETS } from './listing-facets.ts'
import { listingKey } from './listing-key.ts'
import type { LoadedListing } from './listing-route.ts'
import { browserAnalytics, browserSearch } from '../client/ports.ts'

export interface ListingController {
  /** what the page shows */
  readonly data: ListingData
  /** what the shopper asked for; runs ahead of `data` while a search is under way */
  readonly state: SearchState
  readonly status: SearchStatusState
  /** a new state: searched now, written to the address after 400 ms (at once with `addressNow`) */
  update(next: SearchState, options?: { readonly addressNow?: boolean }): void
  retry(): void
}


const trackSearch = (data: ListingData) =>
  browserAnalytics().track({ id: EVENT_IDS.SEARCH, name: 'search', data: { search_url: data.url, query: data.state.query, results: data.count } })

/** The inventory page view (SPEC §9 page views: inventory). */
export const INVENTORY_PAGE_VIEW = { id: 2, name: 'page_view_inventory' } as const

/**
 * The listing's client side. The address is the state: the router's loader renders what the address says
 * (server render, back/forward, shared links); filter changes search at once (straight to the search service with a tenant token, else through /api/search), show the
 * answer, and write the address 400 ms later (SPEC §9), when the loader finds the answer in the listing cache.
 */
export function useListing(loaded: LoadedListing, site: SiteConfig, ctx: SearchUrlContext): ListingController {
  const router = useRouter()
  const [data, setData] = useState<ListingData>(loaded)
  const [state, setState] = useState<SearchState>(loaded.state)
  const [status, dispatch] = useReducer(nextSearchStatus, initialSearchStatus)
  const routerLoading = useRouterState({ select: (s) => s.isLoading })
  const written = useRef<string | null>(null)
  const addressTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  /** an address due while its search is still under way: written when the answer is in (the loader then has it) */
  const dueAddress = useRef<string | null>(null)
  /** the latest search failed: its address is not written (a reload would only fail again) */
  const failed = useRef(false)
  const inFlight = useRef<AbortController | null>(null)
  const promos = useRef(loaded.promos)
  const viewed = useRef(false)
  const shown = useRef<ListingData | null>(null)
  const tracked = useRef(false)

  // The address changed (first render, back/forward, a link): show what the loader got, unless it is the
  // address this page just wrote for the answer it already shows.
  useEffect(() => {
    rememberListing(loaded.key, loaded)
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
    inFlight.current?.abort()
    inFlight.current = null
    if (addressTimer.current) clearTimeout(addressTimer.current)
    // the router re-ran the loader for what is already shown (e.g. a background reload): nothing new
    if (shown.current && shown.current !== loaded && shown.current.url === loaded.url && shown.current.count === loaded.count && tracked.current) {
      setState(loaded.state)
      return
    }
    tracked.current = true
    shown.current = loaded
    setData(loaded)
    setState(loaded.state)
    dispatch({ type: 'success', at: Date.now() })
    trackSearch(loaded)
  }, [loaded])

  // Router navigations that need the server (uncached back/forward) drive the same status machine.
  useEffect(() => {
    if (written.current !== null || inFlight.current !== null) return // our own address write, or our own search
    dispatch(routerLoading ? { type: 'start', at: Date.now() } : { type: 'success', at: Date.now() })
  }, [routerLoading])

  // SPEC §4: loading turns stalled after 200 ms; the reducer is pure, the timer lives here.
  useEffect(() => {
    const at = stalledAt(status)
    if (at === null) return
    const timer = setTimeout(() => dispatch({ type: 'tick', at: Date.now() }), Math.max(0, at - Date.now()))
    return () => clearTimeout(timer)
  }, [status])

  // the search token is fetched while the shopper reads the first page, not when they first click a filter
  useEffect(() => browserSearch().prefetch(), [])

  useEffect(() => () => {
    inFlight.current?.abort()
    if (addressTimer.current) clearTimeout(addressTimer.current)
  }, [])

  const writeAddress = useCallback((url: string) => {
    dueAddress.current = null
    written.current = url
    void router.navigate({ href: url, resetScroll: false })
  }, [router])

  const search = useCallback((next: SearchState, key: string, url: string) => {
    inFlight.current?.abort()
    inFlight.current = null
    failed.current = false
    const cached = cachedListing(key)
    if (cached) {
      shown.current = cached
      setData(cached)
      dispatch({ type: 'success', at: Date.now() })
      trackSearch(cached)
      return
    }
    const controller = new AbortController()
    inFlight.current = controller
    dispatch({ type: 'start', at: Date.now() })
    browserSearch().search(site, toSearchRequest(next, site, LISTING_FACETS), controller.signal)
      .then((response) => {
        const answer = buildListingData({ ctx, state: next, response, promos: promos.current, nowMs: Date.now() })
        rememberListing(key, answer)
        if (controller.signal.aborted) return
        inFlight.current = null
        shown.current = answer
        setData(answer)
        dispatch({ type: 'success', at: Date.now() })
        trackSearch(answer)
        if (dueAddress.current === url) writeAddress(url)
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        inFlight.current = null
        dueAddress.current = null
        failed.current = true
        dispatch({ type: 'failure', at: Date.now(), message: error instanceof Error ? error.message : String(error) })
      })
  }, [ctx, site, writeAddress])

  const update = useCallback((input: SearchState, options?: { readonly addressNow?: boolean }) => {
    const next = normalizeSearchState(input)
    const url = formatSearchUrl(next, ctx)
    const [path = '', query = ''] = url.split('?', 2)
    const key = listingKey(path, router.options.parseSearch(query === '' ? '' : `?${query}`))
    setState(next)
    dueAddress.current = null
    search(next, key, url)
    if (addressTimer.current) clearTimeout(addressTimer.current)
    addressTimer.current = setTimeout(() => {
      addressTimer.current = null
      if (inFlight.current !== null) dueAddress.current = url
      else if (!failed.current) writeAddress(url)
    }, options?.addressNow ? 0 : ADDRESS_WRITE_DEBOUNCE_MS)
  }, [ctx, router, search, writeAddress])

  const retry = useCallback(() => update(state, { addressNow: true }), [state, update])

  return { data, state, status, update, retry }
}
