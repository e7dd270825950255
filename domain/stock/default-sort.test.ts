import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { defaultSort, effectiveSort, sortRequiresPrice } from './default-sort.ts'
import { makeSite } from '../tenancy/site.fixture.ts'

describe('default sort', () => {
  it('is custom_rank descending unless the tenant says otherwise', () => {
    expect(defaultSort(makeSite())).toBe('custom_rank:desc')
    expect(defaultSort(makeSite({ search: { default_sort: 'created_at_timestamp:desc' } }))).toBe(
      'created_at_timestamp:desc',
    )
    expect(defaultSort(makeSite({ search: { default_sort: 'price:asc' } }))).toBe('price:asc')
  })
  it('a requested sort wins over the default; empty means default', () => {
    const site = makeSite({ search: { default_sort: 'price:asc' } })
    expect(effectiveSort(site, 'price:desc')).toBe('price:desc')
    expect(effectiveSort(site, '')).toBe('price:asc')
    expect(effectiveSort(site, null)).toBe('price:asc')
  })
  it('only price:asc on an enabled site requires a price', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom('price:asc', 'price:desc', 'custom_rank:desc'),
        (on, sort) =>
          sortRequiresPrice(makeSite({ search: { price_ascending_requires_price: on } }), sort) ===
          (on && sort === 'price:asc'),
      ),
      { numRuns: 30 },
    )
  })
})
