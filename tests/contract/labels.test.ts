import { describe, expect, it } from 'vitest'
import { BODY_TYPES, bodyTypeLabel } from '@domain/cars/body-types.ts'
import { inSentence, vehicleTypeLabelPlural } from '@domain/tenancy/vehicle-label.ts'
import { loadTenants } from '@adapters/tenants-files/load-tenants.ts'
import { generateStock } from '@tenants/demo-stock/generate-stock.ts'
import { specRows } from '@domain/cars/spec-rows.ts'
import { DEMO_NOW } from './support/demo-search.ts'

/** What every tenant's pages call its vehicles and body types: shopper words, never raw data values. */
const tenants = loadTenants()
const RAW = /^[a-z]|[a-z][A-Z]/

describe.each(tenants.map((t) => [t.site.slug, t] as const))('labels on %s', (_, tenant) => {
  const cars = generateStock(tenant, { nowMs: DEMO_NOW })

  it("the spec table's body reads as a label, for every body type in stock", () => {
    const bodies = new Set(
      cars.flatMap((car) =>
        specRows(car)
          .filter(([label]) => label === 'Body')
          .map(([, v]) => v),
      ),
    )
    expect(bodies.size).toBeGreaterThan(0)
    expect([...bodies].filter((b) => RAW.test(b))).toEqual([])
  })

  it('the vehicle word inside a sentence keeps its initials (RVs, not rvs)', () => {
    const plural = vehicleTypeLabelPlural(tenant.site.template)
    const shown = inSentence(plural)
    expect(shown.toLowerCase()).toBe(plural.toLowerCase())
    if (/[A-Z].*[A-Z]/.test(plural)) expect(shown).toBe(plural)
    else expect(shown).toBe(plural.toLowerCase())
  })
})

it('every SPEC §3 body type has a label a shopper reads', () => {
  expect(BODY_TYPES.map(bodyTypeLabel).filter((label) => RAW.test(label))).toEqual([])
  expect(['suv', 'softtop', 'lightTruck'].map(bodyTypeLabel)).toEqual(['SUV', 'Soft Top', 'Light Truck'])
  expect(inSentence('RVs')).toBe('RVs')
  expect(inSentence('Cars')).toBe('cars')
})
