import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { DAY_0, DAY_MS, arbCar, makeCar } from './car.fixture.ts'
import { makeSite } from '../tenancy/site.fixture.ts'
import { searchUrlContext } from '../search/search-paths.ts'
import { isAvailable } from '../stock/availability.ts'
import { isReservable } from '../pricing/reservable.ts'
import { isPlaceholderImage, vehicleCardModel } from './vehicle-card-model.ts'

const site = makeSite({ finance: { provider: 'Taurus' }, checkout: { payment_provider: 'Stripe' } })
const ctx = searchUrlContext(site)
const keyed = [{ authorization_type: 'stripe', authorization_key: 'pk_x', deposit_amount: 500 }]

describe('vehicleCardModel', () => {
  it('offers every action for a reservable, financeable car in stock, in SPEC §2 order', () => {
    const car = makeCar({
      slug: 'kia-cerato',
      id: 'c1',
      status: 'in_stock',
      price: 25_000,
      year: 2022,
      reserved: false,
      sold: false,
      reservable: true,
      payment_processors: keyed,
    })
    const model = vehicleCardModel(car, site, DAY_0, ctx)
    expect(model.actions?.map((a) => a.label)).toEqual([
      'Enquire',
      'Get Finance',
      'View Details',
      'Book a Test Drive',
      'Reserve Now $500',
      'Trade-In Valuation',
    ])
    expect(model.actions?.find((a) => a.kind === 'enquire')?.href).toBe('/cars/kia-cerato?action=enquire')
    expect(model.actions?.find((a) => a.kind === 'reserve')?.href).toBe('/cars/kia-cerato/checkout')
    expect(model.actions?.find((a) => a.kind === 'trade-in')?.href).toBe('/cars/trade-in?car_id=c1')
    expect(model.similarHref).toBeNull()
  })

  it('shows Shop Now on buy-online sites for a car that can be bought online', () => {
    const shop = makeSite({ checkout: { buy_online: true, payment_provider: 'Stripe' } })
    const car = makeCar({
      slug: 'x',
      status: 'in_stock',
      price: 25_000,
      reserved: false,
      sold: false,
      reservable: true,
      payment_processors: keyed,
    })
    expect(vehicleCardModel(car, shop, DAY_0, searchUrlContext(shop)).actions?.[0]).toEqual({
      kind: 'shop',
      label: 'Shop Now',
      href: '/cars/x/buy-online',
    })
  })

  it('on buy-online sites, a car that cannot be bought online keeps Enquire (no Shop Now leading to "cannot be reserved online")', () => {
    const shop = makeSite({ checkout: { buy_online: true, payment_provider: 'Stripe' } })
    fc.assert(
      fc.property(arbCar, (car) => {
        const first = vehicleCardModel(car, shop, DAY_0, searchUrlContext(shop)).actions?.[0]
        if (first) expect(first.kind).toBe(isReservable(car, shop) ? 'shop' : 'enquire')
      }),
    )
    const unkeyed = makeCar({ slug: 'x', status: 'in_stock', price: 25_000, payment_processors: [] })
    expect(vehicleCardModel(unkeyed, shop, DAY_0, searchUrlContext(shop)).actions?.[0]).toEqual({
      kind: 'enquire',
      label: 'Enquire',
      href: '/cars/x?action=enquire',
    })
  })

  it('an unavailable car offers only a search for the same make, model and body', () => {
    const car = makeCar({ status: 'sold', sold: true, make: 'Kia', model: 'Cerato', simple_body: 'Sedan' })
    const model = vehicleCardModel(car, site, DAY_0, ctx)
    expect(model.actions).toBeNull()
    expect(model.similarHref).toBe('/search/sedan?refinementList[make][0]=Kia&refinementList[model][0]=Cerato')
    expect(model.tag).toEqual({ kind: 'sold', label: 'JUST SOLD' })
  })

  it('names a live car whose feed repeats the model once: "2015 Porsche Macan Macan S" reads "2015 Porsche Macan S"', () => {
    const car = makeCar({ name: '2015 Porsche Macan Macan S', make: 'Porsche', model: 'Macan', badge: 'Macan S' })
    expect(vehicleCardModel(car, site, DAY_0, ctx).name).toBe('2015 Porsche Macan S')
    expect(
      vehicleCardModel(
        makeCar({ name: '2021 Land Rover Range Rover', make: 'Land Rover', model: 'Range Rover', badge: null }),
        site,
        DAY_0,
        ctx,
      ).name,
    ).toBe('2021 Land Rover Range Rover')
  })

  it('has actions exactly when the car is available, never both', () => {
    fc.assert(
      fc.property(arbCar, fc.integer({ min: DAY_0 - 30 * DAY_MS, max: DAY_0 + 30 * DAY_MS }), (car, now) => {
        const model = vehicleCardModel(car, site, now, ctx)
        expect(model.actions !== null).toBe(isAvailable(car))
        expect(model.similarHref !== null).toBe(!isAvailable(car))
        if (model.actions) expect(model.actions.some((a) => a.kind === 'details')).toBe(true)
      }),
    )
  })
})

describe('isPlaceholderImage', () => {
  it('treats no picture and the default / coming-soon pictures as placeholders', () => {
    expect(isPlaceholderImage({ primary_image_url: null, images: [] })).toBe(true)
    expect(isPlaceholderImage({ primary_image_url: '/demo-images/default.svg', images: [] })).toBe(true)
    expect(isPlaceholderImage({ primary_image_url: '/demo-images/coming-soon.svg', images: [] })).toBe(true)
    expect(isPlaceholderImage({ primary_image_url: 'https://cdn.example/stock/default_car.jpg?w=5', images: [] })).toBe(
      true,
    )
    expect(isPlaceholderImage({ primary_image_url: '/demo-images/cars/abc-1.svg', images: [] })).toBe(false)
    expect(isPlaceholderImage({ primary_image_url: 'https://cdn.example/defaulted/photo.jpg', images: [] })).toBe(false)
  })
})
