import { describe, expect, it } from 'vitest'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { seoHead } from '@domain/seo/seo-head.ts'
import { contentHead } from './content-route.ts'

const origin = 'https://www.demomotors.com.au'
const rootOf = (site: ReturnType<typeof makeSite>) => [{ routeId: '__root__', loaderData: { kind: 'tenant', site } }]

describe('a content page head, kept per site and what it is made of', () => {
  const site = makeSite({ name: 'Demo Motors' })
  const view = { origin, page: { title: 'About us', description: 'Who we are.' } } as never
  it('is the seo head of the page, the same object on the next view', () => {
    const first = contentHead({ matches: rootOf(site), view, path: '/about-us' })
    const made = seoHead({ site, origin, path: '/about-us', title: 'About us', description: 'Who we are.' })
    expect(first).toEqual({ meta: made.meta, links: made.links })
    expect(contentHead({ matches: rootOf(site), view, path: '/about-us' })).toBe(first)
  })
  it('is made anew for another path, origin, page title or site version', () => {
    const first = contentHead({ matches: rootOf(site), view, path: '/about-us' })
    const others = [
      contentHead({ matches: rootOf(site), view, path: '/careers' }),
      contentHead({
        matches: rootOf(site),
        view: {
          origin: 'http://demo-motors.localhost:3000',
          page: { title: 'About us', description: 'Who we are.' },
        } as never,
        path: '/about-us',
      }),
      contentHead({
        matches: rootOf(site),
        view: { origin, page: { title: 'Our story', description: 'Who we are.' } } as never,
        path: '/about-us',
      }),
      contentHead({ matches: rootOf(makeSite({ name: 'Demo Motors Two' })), view, path: '/about-us' }),
    ]
    for (const other of others) expect(other).not.toEqual(first)
    expect(others[1]!.links).toEqual([{ rel: 'canonical', href: 'http://demo-motors.localhost:3000/about-us' }])
    expect(others[3]!.meta).toContainEqual({ property: 'og:site_name', content: 'Demo Motors Two' })
  })
})
