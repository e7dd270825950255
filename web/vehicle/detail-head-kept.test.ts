import { describe, expect, it } from 'vitest'
import { makeCar } from '@domain/cars/car.fixture.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { publicSite } from '@domain/tenancy/public-site.schema.ts'
import type { VehicleDetail } from '@application/vehicles/vehicle-detail-view.ts'
import { detailHead } from '@application/vehicles/detail-head.ts'
import { detailRouteHead } from './detail-head.ts'

const site = publicSite(makeSite({ name: 'Demo Motors' }))
const matches = [{ routeId: '__root__', loaderData: { kind: 'tenant', site } }]
const detailOf = (car = makeCar(), pageUrl = `https://www.demo.example/cars/${car.slug}`): VehicleDetail => ({
  car,
  nowMs: 0,
  location: null,
  phone: null,
  reservable: false,
  depositCents: null,
  similar: [],
  pageUrl,
  socialImageUrl: 'https://www.demo.example/_img?url=x&w=1200&q=75&social=1',
  listingPath: '/search/cars',
})

describe("the vehicle page's head", () => {
  it('is the head of the detail it is asked for, made once per car object and addresses', () => {
    const detail = detailOf()
    const head = detailRouteHead(detail, matches)
    expect(head).toEqual(detailHead(detail, site))
    // another view of the same car: a new detail object (its own "now") with the same car
    expect(detailRouteHead({ ...detail, nowMs: 1 }, matches)).toBe(head)
  })

  it('is made again for another car, another address or another site', () => {
    const detail = detailOf()
    const head = detailRouteHead(detail, matches)
    const sold = detailOf({ ...detail.car, status: 'sold', sold: true })
    expect(detailRouteHead(sold, matches)).toEqual(detailHead(sold, site))
    const moved = { ...detail, pageUrl: 'https://other.example/cars/x' }
    expect(detailRouteHead(moved, matches)).toEqual(detailHead(moved, site))
    const renamed = publicSite(makeSite({ name: 'Other Motors' }))
    const otherSite = detailRouteHead(detail, [{ routeId: '__root__', loaderData: { kind: 'tenant', site: renamed } }])
    expect(otherSite).toEqual(detailHead(detail, renamed))
    expect(otherSite).not.toEqual(head)
  })

  it('adds nothing without a detail or a site', () => {
    expect(detailRouteHead(undefined, matches)).toEqual({})
    expect(detailRouteHead(detailOf(), [])).toEqual({})
  })
})
