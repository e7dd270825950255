import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { SORT_CHOICES, sortExpression } from './sort-options.ts'

describe('sort options (SPEC §2, §7)', () => {
  it('maps the four options', () => {
    expect(SORT_CHOICES.map((c) => c.label)).toEqual(['Most Relevant', 'Latest', 'Highest Price', 'Lowest Price'])
    expect(sortExpression('relevance', 'custom_rank:desc')).toBe('custom_rank:desc')
    expect(sortExpression('latest', 'custom_rank:desc')).toBe('created_at_timestamp:desc')
    expect(sortExpression('price_desc', 'custom_rank:desc')).toBe('price:desc')
    expect(sortExpression('price_asc', 'custom_rank:desc')).toBe('price:asc')
  })
  it('only Most Relevant depends on the tenant', () => {
    const key = fc.constantFrom(
      'custom_rank:desc',
      'created_at_timestamp:desc',
      'price:asc',
      'price:desc',
    ) as fc.Arbitrary<'price:asc'>
    fc.assert(
      fc.property(
        key,
        key,
        fc.constantFrom('latest', 'price_desc', 'price_asc') as fc.Arbitrary<'latest'>,
        (a, b, option) => {
          expect(sortExpression(option, a)).toBe(sortExpression(option, b))
          expect(sortExpression('relevance', a)).toBe(a)
        },
      ),
    )
  })
})
