import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { Schema } from 'effect'
import { arbCar, makeCar } from '../cars/car.fixture.ts'
import { makeSite } from '../tenancy/site.fixture.ts'
import { priceDisplay } from '../pricing/price-display.ts'
import { StockSnapshotRow, snapshotRow } from './snapshot-row.schema.ts'

const plain = makeSite()
const subscriptions = makeSite({ flags: { offers_subscription: true } })

describe('stock snapshot row', () => {
  it('is the price the site shows with its period: the weekly subscription where offered, else the price', () => {
    const car = makeCar({ id: 'c1', price: 32_990, before_price: 35_000, subscription_price: 292 })
    expect(snapshotRow(car, subscriptions)).toMatchObject({ id: 'c1', price: 292, period: 'week' })
    expect(snapshotRow(car, plain)).toMatchObject({ id: 'c1', price: 32_990, period: 'once' })
    expect(snapshotRow(makeCar({ price: 10, subscription_price: null }), plain)).toMatchObject({ price: null })
  })

  it('is sold when the status or the sold flag says so, and keeps the listing time', () => {
    const car = makeCar({ status: 'in_stock', sold: true, created_at_timestamp: 1_700_000_000_000 })
    expect(snapshotRow(car, plain)).toMatchObject({ status: 'sold', created_at: 1_700_000_000_000 })
  })

  it('agrees with the price display for any car and site, and decodes as a row', () => {
    fc.assert(
      fc.property(arbCar, fc.boolean(), (car, offers) => {
        const site = offers ? subscriptions : plain
        const row = snapshotRow(car, site)
        const shown = priceDisplay(car, site)
        expect(row.price).toBe('amount' in shown ? shown.amount : null)
        expect(Schema.decodeUnknownSync(StockSnapshotRow)(row)).toEqual(row)
      }),
    )
  })
})
