import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { preApprovalPath, resolveInternalHref } from './internal-path.ts'
import { site } from '../forms/testing/fixtures.ts'

describe('internal paths', () => {
  it('drops /pages/ unless the site uses a pages path', () => {
    expect(resolveInternalHref(site(), '/pages/about-us')).toBe('/about-us')
    expect(resolveInternalHref(site(), '/pages/book-a-service?x=1#top')).toBe('/book-a-service?x=1#top')
    expect(resolveInternalHref(site({ links: { uses_pages_path: true } }), '/pages/about-us')).toBe('/pages/about-us')
    expect(resolveInternalHref(site(), '/pagesx')).toBe('/pagesx')
  })
  it('turns /blog into /news on the configured site', () => {
    expect(resolveInternalHref(site(), '/blog/post-1')).toBe('/blog/post-1')
    expect(resolveInternalHref(site({ links: { blog_to_news: true } }), '/blog')).toBe('/news')
    expect(resolveInternalHref(site({ links: { blog_to_news: true } }), '/blog/post-1?p=2')).toBe('/news/post-1?p=2')
    expect(resolveInternalHref(site({ links: { blog_to_news: true } }), '/blogger')).toBe('/blogger')
  })
  it('redirects pre-approval to /finance where configured', () => {
    expect(preApprovalPath(site())).toBe('/finance-pre-approval')
    expect(preApprovalPath(site({ finance: { pre_approval_redirect: true } }))).toBe('/finance')
    expect(
      resolveInternalHref(site({ finance: { pre_approval_redirect: true } }), '/finance-pre-approval#finance-form'),
    ).toBe('/finance#finance-form')
  })
})

describe('internal path properties', () => {
  const seg = fc.stringMatching(/^[a-z0-9-]{1,8}$/)
  it('without pages path no result starts with /pages/; with it, /pages/ links are kept', () => {
    fc.assert(
      fc.property(seg, fc.boolean(), (s, uses) => {
        const out = resolveInternalHref(site({ links: { uses_pages_path: uses } }), `/pages/${s}`)
        expect(out).toBe(uses ? `/pages/${s}` : `/${s}`)
      }),
    )
  })
  it('resolving twice changes nothing more (when the path is not itself nested /pages/pages)', () => {
    fc.assert(
      fc.property(fc.array(seg, { maxLength: 3 }), fc.boolean(), fc.boolean(), (segs, blog, pages) => {
        const s = site({ links: { blog_to_news: blog, uses_pages_path: pages } })
        const once = resolveInternalHref(s, `/${segs.join('/')}`)
        if (!once.startsWith('/pages')) expect(resolveInternalHref(s, once)).toBe(once)
      }),
    )
  })
})
