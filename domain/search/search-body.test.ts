import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { FACETS } from '@domain/search/search-request.schema.ts'
import { MAX_LIMIT, MAX_OFFSET, MAX_QUERY_LENGTH, checkSearchBody } from './search-body.ts'

describe('checkSearchBody', () => {
  it('fills a missing window with the SPEC §9 call defaults (limit 100, offset 0)', () => {
    const checked = checkSearchBody({})
    expect(checked).toEqual({
      ok: true,
      request: { query: '', refinements: {}, ranges: {}, sort: [], limit: 100, offset: 0, facets: [] },
    })
  })

  it('keeps a well-formed request as sent', () => {
    const body = {
      query: 'hilux',
      refinements: { make: ['Toyota'], car_type: ['used', 'demo'] },
      ranges: { price: { min: 5000, max: null } },
      sort: ['price:asc'],
      limit: 21,
      offset: 42,
      facets: ['make', 'body'],
    }
    expect(checkSearchBody(body)).toEqual({ ok: true, request: body })
  })

  it('refuses what is not a bounded search request', () => {
    const bad: unknown[] = [
      null,
      [],
      'x',
      7,
      { limit: MAX_LIMIT + 1 },
      { limit: -1 },
      { limit: 1.5 },
      { offset: MAX_OFFSET + 1 },
      { query: 'x'.repeat(MAX_QUERY_LENGTH + 1) },
      { sort: ['price:sideways'] },
      { sort: ['price:asc', 'price:desc'] },
      { facets: ['tenant'] },
      { refinements: { dealership_slug: ['other'] } },
      { refinements: { make: 'Toyota' } },
      { refinements: { make: Array.from({ length: 100 }, (_, i) => `m${i}`) } },
      { ranges: { seats: { min: 1, max: 2 } } },
      { ranges: { price: { min: 'cheap', max: null } } },
      { query: 5 },
    ]
    for (const body of bad) expect(checkSearchBody(body).ok, JSON.stringify(body)?.slice(0, 80)).toBe(false)
  })

  it('never throws and, when it accepts, answers a request within the bounds', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        const checked = checkSearchBody(input)
        if (!checked.ok) return
        expect(checked.request.limit).toBeLessThanOrEqual(MAX_LIMIT)
        expect(checked.request.offset).toBeLessThanOrEqual(MAX_OFFSET)
        for (const facet of Object.keys(checked.request.refinements)) expect(FACETS).toContain(facet)
      }),
      { numRuns: 500 },
    )
  })
})
