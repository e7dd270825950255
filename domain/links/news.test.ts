import { describe, expect, it } from 'vitest'
import { makeSite } from '../tenancy/site.fixture.ts'
import { hasNews, newestFirst, newsPath, siteWithNews } from './news.ts'

const post = (slug: string, date: string) => ({ slug, title: slug, date, summary: '', body: 'Text' })

describe('news (SPEC §2 /blog becomes /news on one site)', () => {
  it('lives at the blog path as the site serves it', () => {
    expect(newsPath(makeSite({ blogs: { enabled: true, path: '/blog' }, links: { blog_to_news: true } }))).toBe('/news')
    expect(newsPath(makeSite({ blogs: { enabled: true, path: '/blog' } }))).toBe('/blog')
  })
  it('shows only where the blog is on and has posts; the site pages see says so', () => {
    const on = makeSite({ blogs: { enabled: true, path: '/blog' } })
    expect(hasNews({ site: on, posts: [post('a', '2026-01-01')] })).toBe(true)
    expect(hasNews({ site: on, posts: [] })).toBe(false)
    expect(hasNews({ site: makeSite(), posts: [post('a', '2026-01-01')] })).toBe(false)
    expect(siteWithNews({ site: on, posts: [] }).blogs.enabled).toBe(false)
    expect(siteWithNews({ site: on, posts: [post('a', '2026-01-01')] })).toBe(on)
  })
  it('newest first', () => {
    expect(
      newestFirst([post('old', '2025-03-01'), post('new', '2026-02-01'), post('mid', '2025-12-24')]).map((p) => p.slug),
    ).toEqual(['new', 'mid', 'old'])
  })
})
