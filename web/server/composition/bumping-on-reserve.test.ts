import { describe, expect, it } from 'vitest'
import type { InventoryPort } from '@domain/ports/inventory.port.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { createMemoryTenantVersions } from '@adapters/tenant-version-memory/memory-tenant-versions.ts'
import { bumpingOnReserve } from './ports.server.ts'

describe('the inventory as the server composes it', () => {
  it('a reservation it takes bumps that tenant’s version; a refused one does not', async () => {
    const reserved = new Set<string>()
    const stock: InventoryPort = {
      carById: async () => null,
      carBySlug: async () => null,
      listed: async () => [],
      version: async () => reserved.size,
      markReserved: async (_site, carId) => {
        if (reserved.has(carId)) return false
        reserved.add(carId)
        return true
      },
    }
    const versions = createMemoryTenantVersions()
    const inventory = bumpingOnReserve(stock, versions)
    const site = makeSite({ slug: 'alpha' })
    const before = await versions.current('alpha')
    expect(await inventory.markReserved(site, 'car-1')).toBe(true)
    const after = await versions.current('alpha')
    expect(after).not.toBe(before)
    expect(await inventory.markReserved(site, 'car-1')).toBe(false)
    expect(await versions.current('alpha')).toBe(after)
  })
})
