import { describe, expect, it } from 'vitest'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { facetOptions } from './facet-options.ts'

describe('a menu’s options, kept per counts object', () => {
  const site = makeSite()
  const counts = Object.freeze({ suv: 9, ute: 4 })

  it('labels each value and keeps the counts’ order', () => {
    expect(facetOptions('body', counts, site)).toEqual([
      { value: 'suv', count: 9, label: 'SUV' },
      { value: 'ute', count: 4, label: 'Ute' },
    ])
    expect(facetOptions('seats', Object.freeze({ 7: 2 }), site)).toEqual([{ value: '7', count: 2, label: '7 seats' }])
    expect(facetOptions('make', undefined, site)).toEqual([])
  })

  it('is the same array for the same counts, facet and site, and made again when any differs', () => {
    const first = facetOptions('body', counts, site)
    expect(facetOptions('body', counts, site)).toBe(first)
    expect(facetOptions('make', counts, site).map((o) => o.label)).toEqual(['suv', 'ute'])
    expect(facetOptions('body', counts, makeSite())).not.toBe(first)
    expect(facetOptions('body', { ...counts }, site)).not.toBe(first)
  })
})
