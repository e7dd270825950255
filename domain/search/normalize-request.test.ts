import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeSite } from '../tenancy/site.fixture.ts'
import { normalizeRequest, DEFAULT_LIMIT, MAX_LIMIT, MAX_QUERY_LENGTH } from './normalize-request.ts'
import { parseSort } from './parse-sort.ts'

const base = { query: '', refinements: {}, ranges: {}, sort: [], limit: 21, offset: 0, facets: [] }

describe('normalizeRequest', () => {
  it('fills the tenant default sort and keeps only known facets, once each', () => {
    const site = makeSite({ search: { default_sort: 'created_at_timestamp:desc' } })
    const out = normalizeRequest(site, { ...base, facets: ['make', 'make', 'nope'] })
    expect(out.sort).toEqual(['created_at_timestamp:desc'])
    expect(out.facets).toEqual(['make'])
  })
  it('bounds limit, offset and query', () => {
    const out = normalizeRequest(makeSite(), { ...base, query: 'x'.repeat(10_000), limit: Number.NaN, offset: -5 })
    expect(out.limit).toBe(DEFAULT_LIMIT)
    expect(out.offset).toBe(0)
    expect(out.query).toHaveLength(MAX_QUERY_LENGTH)
    expect(normalizeRequest(makeSite(), { ...base, limit: 1e9 }).limit).toBe(MAX_LIMIT)
  })
  it('keeps sort expressions only when they are field:asc or field:desc on a safe field', () => {
    expect(parseSort(['price:asc', 'price:sideways', 'a b:desc', 'year:desc'])).toEqual([
      { field: 'price', direction: 'asc' },
      { field: 'year', direction: 'desc' },
    ])
  })
  it('any request comes out within bounds', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.string({ maxLength: 400 }), (limit, offset, query) => {
        const out = normalizeRequest(makeSite(), { ...base, limit, offset, query })
        return (
          out.limit >= 0 &&
          out.limit <= MAX_LIMIT &&
          out.offset >= 0 &&
          Number.isInteger(out.limit) &&
          out.query.length <= MAX_QUERY_LENGTH
        )
      }),
    )
  })
})
