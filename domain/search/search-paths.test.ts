import { describe, expect, it } from 'vitest'
import { makeSite } from '../tenancy/site.fixture.ts'
import { searchUrlContext } from './search-paths.ts'

describe('searchUrlContext', () => {
  it('is one object per search settings, stock makes and template: what is worked out per context is kept per tenant version', () => {
    const site = makeSite()
    const makeModels = { Toyota: ['Corolla'] }
    const ctx = searchUrlContext(site, makeModels)
    expect(ctx).toEqual({ template: site.template, search: site.search, makeModels })
    expect(searchUrlContext(site, makeModels)).toBe(ctx)
    expect(searchUrlContext({ ...site }, makeModels)).toBe(ctx) // the same settings object
    // a new stock summary, new settings or another template is another context
    expect(searchUrlContext(site, { Toyota: ['Corolla'] })).not.toBe(ctx)
    expect(searchUrlContext({ ...site, search: { ...site.search } }, makeModels)).not.toBe(ctx)
    expect(searchUrlContext({ ...site, template: 'trucks' }, makeModels)).toMatchObject({ template: 'trucks' })
    expect(searchUrlContext(site)).toEqual({ template: site.template, search: site.search })
    expect(searchUrlContext(site)).not.toHaveProperty('makeModels')
  })
})
