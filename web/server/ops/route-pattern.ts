import type { StaticDataRouteOption } from '@tanstack/react-router'
import { getRouter } from '../../router.tsx'

let router: ReturnType<typeof getRouter> | undefined

/** What the pipeline reads of the route a path matches. */
export interface MatchedRoute {
  /** its pattern (`/cars/$slug`, `/api/leads`), for log lines and metric labels: a raw path would make one series per car */
  readonly pattern: string
  /** what the route's own `staticData` says of it (`responseCache`: web/server/http/page-cache.ts) */
  readonly staticData: StaticDataRouteOption
  /** the methods it answers: a page (or the not-found page) GET and HEAD; null when its own handlers say */
  readonly methods: readonly string[] | null
}

const PAGE_METHODS = ['GET', 'HEAD'] as const
const SERVER_FUNCTIONS: MatchedRoute = { pattern: '/_serverFn', staticData: {}, methods: null }
const UNMATCHED: MatchedRoute = { pattern: 'unmatched', staticData: {}, methods: PAGE_METHODS }

/**
 * The route a path matches, read from the route tree at request time. Server functions share one pattern; a path
 * no route matches is `unmatched`.
 */
export function matchedRoute(pathname: string): MatchedRoute {
  if (pathname.startsWith('/_serverFn')) return SERVER_FUNCTIONS
  router ??= getRouter()
  const found = router.getMatchedRoutes(pathname)[2] as
    | { fullPath?: string; options?: { staticData?: StaticDataRouteOption; server?: { handlers?: unknown } } }
    | undefined
  const path = found?.fullPath
  if (!path) return UNMATCHED
  // an index route's full path ends in a slash (`/cars/$slug/`); the address shoppers use does not
  return {
    pattern: path.length > 1 ? path.replace(/\/$/, '') : path,
    staticData: found.options?.staticData ?? {},
    methods: found.options?.server?.handlers ? null : PAGE_METHODS,
  }
}

/** The route pattern a path matches (matchedRoute). */
export const routePattern = (pathname: string): string => matchedRoute(pathname).pattern
