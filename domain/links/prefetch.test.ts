import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { NEVER_PREFETCH_PATHS, shouldPrefetch } from './prefetch.ts'
import { site } from '../forms/testing/fixtures.ts'

describe('shouldPrefetch', () => {
  const s = site()
  it('never prefetches the listed pages, /models, checkout and buy-online', () => {
    for (const p of [
      '/book-test-drive',
      '/special-offers',
      '/mazda-finance-page',
      '/mazda-assured',
      '/guaranteed-future-value',
    ]) {
      expect(shouldPrefetch(s, p)).toBe(false)
    }
    expect(shouldPrefetch(s, '/special-offers/?x=1')).toBe(false)
    expect(shouldPrefetch(s, '/mazda/models/cx-5')).toBe(false)
    expect(shouldPrefetch(s, '/cars/abc/checkout')).toBe(false)
    expect(shouldPrefetch(s, '/cars/abc/buy-online')).toBe(false)
    expect(shouldPrefetch(s, '/cars/abc')).toBe(true)
    expect(shouldPrefetch(s, '/special-offers-archive')).toBe(true)
    expect(shouldPrefetch(s, '/my-garage')).toBe(true)
  })
  it("adds the site's own paths", () => {
    const own = site({ links: { no_prefetch: ['/my-garage', '/our-locations'] } })
    expect(shouldPrefetch(own, '/my-garage?tab=saved-cars')).toBe(false)
    expect(shouldPrefetch(own, '/our-locations')).toBe(false)
    expect(shouldPrefetch(own, '/contact')).toBe(true)
  })
})

describe('shouldPrefetch properties', () => {
  it('any path under a never-prefetched page or containing checkout is not prefetched', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NEVER_PREFETCH_PATHS), fc.webPath(), fc.webPath(), (p, tail, other) => {
        expect(shouldPrefetch(site(), `${p}${tail.startsWith('/') ? tail : ''}`)).toBe(false)
        expect(shouldPrefetch(site(), `${other}/checkout`)).toBe(false)
        expect(shouldPrefetch(site({ links: { no_prefetch: [other || '/'] } }), other || '/')).toBe(false)
      }),
    )
  })
})
