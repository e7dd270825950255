import { describe, expect, it } from 'vitest'
import { makeSite } from '../tenancy/site.fixture.ts'
import { publicSite } from '../tenancy/public-site.schema.ts'
import { WEEKLY_BAND_LABELS, facetValueLabel } from './facet-labels.ts'

const site = publicSite(makeSite())

describe('facet values as a shopper reads them', () => {
  it('names car types, body types, seats and weekly bands; other values stay as they are', () => {
    expect(facetValueLabel('car_type', 'used', site)).toBe('Used')
    expect(facetValueLabel('body', 'suv', site)).toBe('SUV')
    expect(facetValueLabel('seats', '7', site)).toBe('7 seats')
    expect(facetValueLabel('weekly_price_range', 'under-100', site)).toBe('Under $100 per week')
    expect(facetValueLabel('weekly_price_range', '175-plus', site)).toBe('$175 plus per week')
    expect(facetValueLabel('make', 'Toyota', site)).toBe('Toyota')
  })

  it('has a label for each of the five weekly bands', () => {
    expect(Object.keys(WEEKLY_BAND_LABELS)).toEqual(['under-100', '100-125', '125-150', '150-175', '175-plus'])
  })
})
