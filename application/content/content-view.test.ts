import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { buildContentView, contentPath, createContentView, readContentRequest, reviewsView } from './content-view.ts'
import { createPageOrigin } from '../seo/page-origin.ts'

const review = (id: number, rating: number) => ({
  id,
  image: null,
  customer_name: `C${id}`,
  text: null,
  rating,
  review_date: '01/01/2025',
})
const site = makeSite()
const tenant = (overrides: Partial<Tenant> = {}): Tenant => ({
  site,
  pages: [{ path: '/about-us', title: 'About', description: '', body: 'Hi' }],
  faqs: [{ question: 'Q', answer: 'A' }],
  promos: [],
  reviews: [],
  demo_stock: { count: 1, seed: 1, makes: [], car_types: ['used'] },
  ...overrides,
})
const env = { origin: 'http://x.localhost:3000', nowMs: Date.UTC(2025, 1, 10, 20), random: { next: () => 0 } }

describe('content view', () => {
  it('finds the page, the tenant today and the last day of its month', () => {
    const view = buildContentView(tenant(), { path: '/about-us', extras: ['faqs'] }, env)
    expect(view.page?.title).toBe('About')
    expect(view.faqs).toHaveLength(1)
    expect(view.reviews).toBeNull()
    // 20:00 UTC on 10 Feb is 11 Feb in Brisbane
    expect(view.today.isoDate).toBe('2025-02-11')
    expect(view.offerEnds).toBe('28/02/2025')
  })
  it('extras not asked for stay empty; unknown paths have no page', () => {
    const view = buildContentView(tenant(), { path: '/nope', extras: [] }, env)
    expect(view.page).toBeNull()
    expect(view.faqs).toEqual([])
    expect(view.locations).toEqual([])
  })
  it('locations, when asked: the visible ones whole (hours and map links: the shell has only their contact basics)', () => {
    const hidden = { ...site.locations[0]!, id: 999, visible: false }
    const view = buildContentView(
      tenant({ site: { ...site, locations: [...site.locations, hidden] } }),
      readContentRequest({ path: '/', extras: ['locations'] }),
      env,
    )
    expect(view.locations).toEqual(site.locations.filter((l) => l.visible))
    expect(view.locations[0]?.contact_detail.opening_hours).toEqual(site.locations[0]?.contact_detail.opening_hours)
  })
  it("reviews: rating ≥ 4, at most 12; figures are the dealership's own", () => {
    const reviews = [...Array.from({ length: 15 }, (_, i) => review(i, 5)), review(99, 3)]
    const view = reviewsView(tenant({ reviews }))
    expect(view.reviews).toHaveLength(12)
    expect(view.reviews.every((r) => r.rating >= 4)).toBe(true)
    const own = site.dealerships.find((d) => d.id === site.dealership_id) ?? site.dealerships[0]!
    if (own.review_count > 0) expect([view.count, view.average]).toEqual([own.review_count, own.average_rating])
  })
  it('path input is normalised and anything odd becomes /', () => {
    expect(contentPath('/faqs/')).toBe('/faqs')
    expect(contentPath('/<script>')).toBe('/')
    expect(readContentRequest({ path: '/x', extras: ['faqs', 'evil'] })).toEqual({ path: '/x', extras: ['faqs'] })
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const r = readContentRequest(raw)
        expect(r.path).toMatch(/^\/[a-z0-9\-/]*$/)
      }),
    )
  })
})

describe('the content view use case', () => {
  it('takes now from the clock and the origin from the canonical-origin setting', () => {
    const deps = { clock: { now: () => env.nowMs }, random: env.random }
    const onRequest = createContentView({ ...deps, origin: createPageOrigin('request') })
    expect(onRequest(tenant(), { path: '/about-us', extras: [] }, env.origin)).toEqual(
      buildContentView(tenant(), { path: '/about-us', extras: [] }, env),
    )
    const onTenant = createContentView({ ...deps, origin: createPageOrigin('tenant') })
    expect(onTenant(tenant(), { path: '/about-us', extras: [] }, env.origin).origin).toBe(new URL(site.url).origin)
  })
})
