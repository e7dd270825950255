import { describe, expect, it } from 'vitest'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { makeCar, DAY_0 } from '@domain/cars/car.fixture.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { openDatabase } from '../store-sqlite/database.ts'
import { createDemoInventory } from './demo-inventory.ts'

const site = makeSite()
const tenant = { site, pages: [], faqs: [], promos: [], reviews: [], demo_stock: { seed: 1, count: 2, makes: [], car_types: [] } } as unknown as Tenant
const cars = [
  makeCar({ id: 'a', slug: 'car-a', status: 'in_stock', show_on_dealer_website: true }),
  makeCar({ id: 'b', slug: 'car-b', status: 'sold', sold: true, sold_date_timestamp: DAY_0 - 10 * 86_400_000 }),
]

function inventoryAt(file: string) {
  return createDemoInventory({ tenants: [tenant], db: openDatabase(file), clock: { now: () => DAY_0 }, generate: () => cars })
}

describe('demo inventory', () => {
  it('finds listed cars by id and slug, and hides cars outside the stock rules', async () => {
    const inventory = inventoryAt(':memory:')
    expect((await inventory.carById(site, 'a'))?.slug).toBe('car-a')
    expect((await inventory.carBySlug(site, 'car-a'))?.id).toBe('a')
    expect(await inventory.carById(site, 'b')).toBeNull()
    expect((await inventory.listed(site)).map((c) => c.id)).toEqual(['a'])
    expect(await inventory.carById(makeSite({ slug: 'other-dealer' }), 'a')).toBeNull()
  })

  it('reserves a car once, refuses a second reservation, and remembers it after a restart', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'inv-')), 'app.db')
    const first = inventoryAt(file)
    const before = first.version(site)
    expect(await first.markReserved(site, 'a')).toBe(true)
    expect(await first.markReserved(site, 'a')).toBe(false)
    expect((await first.carById(site, 'a'))?.reserved).toBe(true)
    expect(first.version(site)).toBe(before + 1)
    const restarted = inventoryAt(file)
    expect((await restarted.carById(site, 'a'))?.reserved).toBe(true)
    expect(await restarted.markReserved(site, 'a')).toBe(false)
    expect(await restarted.markReserved(site, 'missing')).toBe(false)
  })
})
