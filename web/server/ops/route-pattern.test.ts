import { describe, expect, it } from 'vitest'
import { matchedRoute, routePattern } from './route-pattern.ts'

describe('the route a request matches, as the pipeline reads it', () => {
  it('names the route pattern, never the raw path', () => {
    expect(routePattern('/cars/2021-toyota-corolla-abc')).toBe('/cars/$slug')
    expect(routePattern('/api/leads')).toBe('/api/leads')
    expect(routePattern('/_serverFn/abc')).toBe('/_serverFn')
  })

  it('the routes say themselves which pages the response cache keeps (their staticData)', () => {
    const kind = (path: string) => matchedRoute(path).staticData.responseCache
    for (const path of ['/', '/cars/2021-toyota-corolla-abc', '/motorcycles/ducati-1', '/campers/jayco-2'])
      expect(kind(path), path).toBe('page')
    for (const path of ['/search/new-used-and-demo-cars', '/search/cars/kia', '/find/kia-in-sydney', '/used-car/list'])
      expect(kind(path), path).toBe('listing')
    for (const path of ['/cars/trade-in', '/cars/abc/checkout', '/my-garage', '/about-us', '/api/leads', '/nowhere/x'])
      expect(kind(path), path).toBeUndefined()
  })
})

describe('the methods a route answers', () => {
  it('a page (and the not-found page) answers GET and HEAD; a route with its own handlers answers for itself', () => {
    for (const path of ['/', '/about-us', '/cars/abc', '/search/cars', '/nowhere/x'])
      expect(matchedRoute(path).methods, path).toEqual(['GET', 'HEAD'])
    for (const path of ['/api/leads', '/api/csp-report', '/_serverFn/abc', '/robots.txt'])
      expect(matchedRoute(path).methods, path).toBeNull()
  })
})
