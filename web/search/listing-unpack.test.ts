import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { deserialize, serialize } from 'seroval'
import { arbCar } from '@domain/cars/car.fixture.ts'
import { toCardCar } from '@domain/cars/card-car.ts'
import type { PromoCard } from '@domain/promos/promo-card.schema.ts'
import { emptySearchState } from '@domain/search/search-state.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { packCards } from './packed-cards.ts'
import type { LoadedListing, PackedListing } from './listing-route.ts'
import { packListing } from './listing-pack.ts'
import { unpackListing } from './listing-unpack.ts'

const site = makeSite({ finance: { provider: 'Taurus' }, checkout: { payment_provider: 'Stripe' } })
const NOW = Date.parse('2026-03-01T00:00:00Z')
const promo = (id: string, expiry: string | null): PromoCard => ({
  id,
  title: id,
  message: '',
  image_url: null,
  link: null,
  position: null,
  start: null,
  expiry,
  display: [],
  strictDisplay: false,
})

const listingOf = (cars: ReadonlyArray<Parameters<typeof toCardCar>[0]>): LoadedListing => ({
  url: '/search/new-used-and-demo-cars',
  state: emptySearchState,
  // (plain objects, as decoded stock is: fast-check may make some without a prototype)
  hits: cars.map((car) => toCardCar(structuredClone(car), site, NOW)),
  total: cars.length,
  count: cars.length,
  hitsPerPage: 21,
  facets: { make: { Toyota: 3 } },
  stats: {},
  promos: [promo('ended', '2026-02-01T00:00:00Z'), promo('running', null)],
  nowMs: NOW,
  indexable: true,
  landing: null,
  key: '/search/new-used-and-demo-cars',
})

describe('the listing a page renders from its packed loader data', () => {
  it('property: where this process packed it, the listing is what unpacking the page state gives (server render, browser navigation)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(arbCar, { maxLength: 21 }), async (cars) => {
        const packed = packListing(listingOf(cars))
        const here = unpackListing(packed)
        // the browser hydrating a server-rendered page unpacks what the router's serialiser wrote
        const fromState = unpackListing(deserialize<PackedListing>(serialize(packed)))
        expect(here).toStrictEqual(fromState)
        expect(here.promos.map((p) => p.id)).toEqual(['running'])
        // one listing object per loader data: the page tells a new address's listing by identity
        expect(unpackListing(packed)).toBe(here)
      }),
      { numRuns: 40 },
    )
  })

  it('property: a page of the same card objects is packed once; any other page is packed afresh, each as packCards packs it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(arbCar, { minLength: 1, maxLength: 21 }), fc.nat(), async (cars, at) => {
        const listing = listingOf(cars)
        const first = packListing(listing)
        expect(first.hits).toStrictEqual(packCards(listing.hits))
        // the same cars (the server keeps one card object per car and version): the same packing
        expect(packListing({ ...listing, hits: [...listing.hits] }).hits).toBe(first.hits)
        // one car changed (a new object), one more or one fewer: packed again
        const i = at % listing.hits.length
        const changed = listing.hits.map((card, k) => (k === i ? { ...card, price: (card.price ?? 0) + 1 } : card))
        for (const hits of [changed, listing.hits.slice(0, -1), [...listing.hits, listing.hits[0]!]]) {
          const again = packListing({ ...listing, hits })
          expect(again.hits).not.toBe(first.hits)
          expect(again.hits).toStrictEqual(packCards(hits))
        }
      }),
      { numRuns: 40 },
    )
  })
})
