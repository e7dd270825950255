import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { SORT_CHOICES, sortExpression, sortExpressions } from './sort-options.ts'

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

describe('sorting by the price the cards show', () => {
  it('a site offering subscriptions orders Highest and Lowest Price by the subscription price, then the sale price', () => {
    expect(sortExpressions('price_asc', 'custom_rank:desc', 'subscription_price')).toEqual([
      'subscription_price:asc',
      'price:asc',
    ])
    expect(sortExpressions('price_desc', 'custom_rank:desc', 'subscription_price')).toEqual([
      'subscription_price:desc',
      'price:desc',
    ])
    expect(sortExpressions('latest', 'custom_rank:desc', 'subscription_price')).toEqual(['created_at_timestamp:desc'])
  })
  it('every other site sorts as before', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('relevance', 'latest', 'price_desc', 'price_asc') as fc.Arbitrary<'latest'>,
        (option) => {
          expect(sortExpressions(option, 'custom_rank:desc')).toEqual([sortExpression(option, 'custom_rank:desc')])
        },
      ),
    )
  })
})
