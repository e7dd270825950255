import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { FORM_PAGE_PATHS, pagesSlugTarget } from './pages-path.ts'

describe('/pages/{slug}', () => {
  it('sends form pages to their own route and serves the rest as content', () => {
    expect(pagesSlugTarget('service')).toEqual({ kind: 'route', path: '/service' })
    expect(pagesSlugTarget('privacy-policy')).toEqual({
      kind: 'content',
      path: '/privacy-policy',
      slug: 'privacy-policy',
    })
    expect(pagesSlugTarget('Ultratek')).toEqual({ kind: 'content', path: '/ultratek', slug: 'ultratek' })
  })
  it('property: a route target is always one of the known page paths', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...FORM_PAGE_PATHS.map((p) => p.slice(1))), fc.stringMatching(/^[a-z0-9-]{1,20}$/)),
        (slug) => {
          const t = pagesSlugTarget(slug)
          expect(t.kind === 'route').toBe(FORM_PAGE_PATHS.includes(`/${slug}`))
          expect(t.path).toBe(`/${slug}`)
        },
      ),
    )
  })
})
