import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { arbCar, makeCar } from '../cars/car.fixture.ts'
import { makeSite } from '../tenancy/site.fixture.ts'
import { publicSite } from '../tenancy/public-site.schema.ts'
import { priceDisplay } from '../pricing/price-display.ts'
import { isAvailable, isSold } from '../stock/availability.ts'
import { breadcrumbJsonLd, carJsonLd } from './car-json-ld.ts'

const site = publicSite(makeSite({ name: 'Demo Motors' }))
const page = 'https://www.demo.example/cars/2020-toyota-corolla-car-1'
const image = 'https://www.demo.example/_img?url=x&w=1200&q=75&social=1'
const offer = (json: Record<string, unknown>) => json.offers as Record<string, unknown>

describe("a vehicle page's structured data", () => {
  it('a car in stock is an InStock offer at its shown price, in the tenant currency', () => {
    const json = carJsonLd(makeCar(), site, page, image)
    expect(json).toMatchObject({ '@type': 'Car', name: '2020 Toyota Corolla Ascent Sport', url: page, image })
    expect(offer(json)).toMatchObject({
      availability: 'https://schema.org/InStock',
      price: 25_000,
      priceCurrency: site.locale.currency,
    })
  })

  it('a sold car is SoldOut, a coming-soon car PreOrder', () => {
    expect(offer(carJsonLd(makeCar({ status: 'sold' }), site, page, image)).availability).toBe(
      'https://schema.org/SoldOut',
    )
    expect(offer(carJsonLd(makeCar({ sold: true }), site, page, image)).availability).toBe('https://schema.org/SoldOut')
    expect(offer(carJsonLd(makeCar({ status: 'coming_soon' }), site, page, image)).availability).toBe(
      'https://schema.org/PreOrder',
    )
  })

  it('property: an offer states a price only when the page shows one, and availability follows the stock status', () => {
    fc.assert(
      fc.property(arbCar, (car) => {
        const json = carJsonLd(car, site, page, image)
        const shown = priceDisplay(car, site)
        const priced = shown.kind === 'price' || shown.kind === 'reduced' || shown.kind === 'subscription'
        expect('price' in offer(json)).toBe(priced)
        if (isSold(car)) expect(offer(json).availability).toBe('https://schema.org/SoldOut')
        else if (isAvailable(car) && car.status !== 'coming_soon')
          expect(offer(json).availability).toBe('https://schema.org/InStock')
      }),
    )
  })

  it('the breadcrumb runs Home, the listing, the car with 1-based positions', () => {
    const json = breadcrumbJsonLd(makeCar(), site, page, '/search/cars')
    const items = json.itemListElement as ReadonlyArray<Record<string, unknown>>
    expect(items.map((i) => [i.position, i.name])).toEqual([
      [1, 'Home'],
      [2, 'Our Cars'],
      [3, '2020 Toyota Corolla Ascent Sport'],
    ])
    expect(items[2]?.item).toBe(page)
  })
})
