import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { inventoryLevelRule, MAX_INVENTORY_LEVEL } from './inventory-level.ts'

describe('inventoryLevelRule', () => {
  it('maps the documented levels', () => {
    expect(MAX_INVENTORY_LEVEL).toBe(14)
    expect(inventoryLevelRule(0)).toEqual({ level: 0, priceAbove: null, minPhotos: 0 })
    expect(inventoryLevelRule(1)).toEqual({ level: 1, priceAbove: 0, minPhotos: 0 })
    expect(inventoryLevelRule(2)).toEqual({ level: 2, priceAbove: 10, minPhotos: 0 })
    expect(inventoryLevelRule(3)).toEqual({ level: 3, priceAbove: null, minPhotos: 1 })
    expect(inventoryLevelRule(5)).toEqual({ level: 5, priceAbove: 10, minPhotos: 1 })
    expect(inventoryLevelRule(14)).toEqual({ level: 14, priceAbove: 10, minPhotos: 10 })
    expect(inventoryLevelRule(99).level).toBe(14)
    expect(inventoryLevelRule(-1).level).toBe(0)
  })
  it('levels 0-14 are all different rules', () => {
    const rules = Array.from({ length: 15 }, (_, l) => JSON.stringify({ ...inventoryLevelRule(l), level: 0 }))
    expect(new Set(rules).size).toBe(15)
  })
  it('within a price tier, a higher level never needs fewer photos', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 11 }),
        (l) => inventoryLevelRule(l + 3).minPhotos > inventoryLevelRule(l).minPhotos,
      ),
    )
  })
})
