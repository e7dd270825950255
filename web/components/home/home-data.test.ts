import { describe, expect, it } from 'vitest'
import type { ContentView } from '@application/content/content-view.ts'
import type { Review } from '@domain/reviews/review.schema.ts'
import type { StockTile } from '@domain/search/search-widgets.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { homeData, MAX_BODY_TILES, MAX_MAKE_TILES } from './home-data.ts'

const site = makeSite({ name: 'Demo </script> Motors' })
const review: Review = {
  id: 7,
  image: { url: 'https://img.example/r.jpg', thumb: { url: 'https://img.example/t.jpg' } },
  customer_name: 'Ava',
  text: 'Great',
  rating: 5,
  review_date: '02/06/2025',
  source: 'google',
}
const view: ContentView = {
  origin: 'https://www.demo.example',
  page: null,
  today: { year: 2026, month: 11, day: 26, weekday: 4, isoDate: '2026-11-26', utcOffsetMinutes: 600 },
  offerEnds: '30/11/2026',
  faqs: [{ question: 'Q', answer: 'A' }],
  posts: [],
  promos: [],
  reviews: { reviews: [review], count: 18, average: 4.2 },
  locations: site.locations,
}
const tile = (key: string, count: number): StockTile => ({ key, label: key, href: `/search/${key}`, count })
const makes = Array.from({ length: 20 }, (_, i) => tile(`make${i}`, 40 - i))
const bodies = Array.from({ length: 12 }, (_, i) => tile(`body${i}`, 30 - i))
const featured = { cars: [], nowMs: 1 }

describe('the home page data: what the page shows and no more', () => {
  it('shows the first tiles and offers every make and body in the widget', () => {
    const data = homeData({ site, view, featured, tiles: { count: 99, href: '/search/x', makes, bodies } })
    expect(data.stock?.makes).toEqual(makes.slice(0, MAX_MAKE_TILES))
    expect(data.stock?.bodies).toEqual(bodies.slice(0, MAX_BODY_TILES))
    expect(data.stock?.makeKeys).toEqual(makes.map((t) => t.key))
    expect(data.stock?.bodyKeys).toEqual(bodies.map((t) => t.key))
    expect(data.stock).toMatchObject({ count: 99, href: '/search/x' })
    expect(homeData({ site, view, featured, tiles: null }).stock).toBeNull()
  })

  it('carries reviews as their cards read them (no pictures), and no FAQs or posts', () => {
    const data = homeData({ site, view, featured, tiles: null })
    expect(data.view.reviews).toEqual({
      count: 18,
      average: 4.2,
      reviews: [{ id: 7, customer_name: 'Ava', text: 'Great', rating: 5, review_date: '02/06/2025', source: 'google' }],
    })
    expect(Object.keys(data.view).sort()).toEqual(['locations', 'origin', 'page', 'promos', 'reviews', 'today'])
  })

  it("writes the organisation's JSON-LD, escaped so it cannot leave its script element; none without locations", () => {
    const data = homeData({ site, view, featured, tiles: null })
    expect(data.jsonLd).not.toContain('</script>')
    const ld = JSON.parse(data.jsonLd!)
    expect(ld).toMatchObject({ '@type': 'AutoDealer', name: 'Demo </script> Motors', url: 'https://www.demo.example/' })
    expect(ld.department).toHaveLength(site.locations.filter((l) => l.visible).length)
    expect(homeData({ site, view: { ...view, locations: [] }, featured, tiles: null }).jsonLd).toBeNull()
  })
})
