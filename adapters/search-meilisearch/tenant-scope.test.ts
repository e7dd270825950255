import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { tenantScopeFilters } from './tenant-scope.ts'
import { makeDealership } from '@domain/tenancy/dealership.fixture.ts'

const dealership = makeDealership

describe('tenantScopeFilters', () => {
  it("ANDs the tenant's own search_filters with its dealerships, always", () => {
    const site = makeSite({
      search: { search_filters: ['car_type = "used"'] },
      dealerships: [dealership('prestige-a', 1), dealership('prestige-b', 2)],
    })
    expect(tenantScopeFilters(site)).toEqual(['car_type = "used"', 'dealership_slug IN ["prestige-a", "prestige-b"]'])
  })
  it('scopes a manufacturer site to its make', () => {
    const site = makeSite({
      manufacturer_id: 7,
      manufacturers: [{ id: 7, name: 'Nissan', slug: 'nissan', logo: { url: null } }],
    })
    expect(tenantScopeFilters(site)).toEqual(['make = "Nissan"'])
  })
  it('scopes a tenant without any to its dealerships', () => {
    const site = makeSite({ dealerships: [dealership('metro-mazda', 1), dealership('metro-ford', 2)] })
    expect(tenantScopeFilters(site)).toEqual(['dealership_slug IN ["metro-mazda", "metro-ford"]'])
  })
  it('is never empty', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string(), { maxLength: 3 }),
        (filters) => tenantScopeFilters(makeSite({ search: { search_filters: filters } })).length > 0,
      ),
    )
  })
})
