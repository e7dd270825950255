import { getRouter } from '../../router.tsx'

let router: ReturnType<typeof getRouter> | undefined

/**
 * The route pattern a path matches (`/cars/$slug`, `/api/leads`), for log lines and metric labels: a raw path
 * would make one series per car. Server functions share one label; a path no route matches is `unmatched`.
 */
export function routePattern(pathname: string): string {
  if (pathname.startsWith('/_serverFn')) return '/_serverFn'
  router ??= getRouter()
  const found = router.getMatchedRoutes(pathname)[2] as { fullPath?: string } | undefined
  const path = found?.fullPath
  // an index route's full path ends in a slash (`/cars/$slug/`); the address shoppers use does not
  return path ? (path.length > 1 ? path.replace(/\/$/, '') : path) : 'unmatched'
}
