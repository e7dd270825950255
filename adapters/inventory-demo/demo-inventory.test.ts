import { describe, expect, it } from 'vitest'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { makeCar, DAY_0 } from '@domain/cars/car.fixture.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { openDatabase } from '../store-sqlite/database.ts'
import { createSqliteCarReservations, createSqliteTenantVersions } from '../store-sqlite/shared-state.ts'
import { createDemoInventory } from './demo-inventory.ts'

const site = makeSite()
const tenant = {
  site,
  pages: [],
  faqs: [],
  promos: [],
  reviews: [],
  demo_stock: { seed: 1, count: 2, makes: [], car_types: [] },
} as unknown as Tenant
const cars = [
  makeCar({ id: 'a', slug: 'car-a', status: 'in_stock', show_on_dealer_website: true }),
  makeCar({ id: 'b', slug: 'car-b', status: 'sold', sold: true, sold_date_timestamp: DAY_0 - 10 * 86_400_000 }),
]

function inventoryAt(file: string) {
  const db = openDatabase(file)
  return createDemoInventory({
    tenants: [tenant],
    reservations: createSqliteCarReservations(db),
    versions: createSqliteTenantVersions(db),
    clock: { now: () => DAY_0 },
    generate: () => cars,
  })
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
    const before = await first.version(site)
    expect(await first.markReserved(site, 'a')).toBe(true)
    expect(await first.markReserved(site, 'a')).toBe(false)
    expect((await first.carById(site, 'a'))?.reserved).toBe(true)
    expect(await first.version(site)).toBe(before + 1)
    const restarted = inventoryAt(file)
    expect((await restarted.carById(site, 'a'))?.reserved).toBe(true)
    expect(await restarted.markReserved(site, 'a')).toBe(false)
    expect(await restarted.markReserved(site, 'missing')).toBe(false)
  })

  it('shows a car reserved through another process on the next read (two inventories on one file)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'inv-')), 'app.db')
    const one = inventoryAt(file)
    const other = inventoryAt(file)
    expect((await other.listed(site)).map((c) => c.reserved)).toEqual([false])
    const before = await other.version(site)
    expect(await one.markReserved(site, 'a')).toBe(true)
    expect((await other.carById(site, 'a'))?.reserved).toBe(true)
    expect(await other.version(site)).toBeGreaterThan(before)
    expect(await other.markReserved(site, 'a')).toBe(false)
  })
})
