import { describe, expect, it } from 'vitest'
import { loadTenants } from '@adapters/tenants-files/load-tenants.ts'
import { publicSite } from '@domain/tenancy/public-site.schema.ts'
import { siteWithNews } from '@domain/links/news.ts'
import { stockSummary } from '@domain/stock/stock-summary.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { SiteContext } from '@application/site/site-context.ts'
import { siteContextAdapter } from './site-script.tsx'
import { scriptedContext, siteContextAddress, siteContextJson, writtenSiteContext } from './site-file.ts'

const wiring = { mode: 'demo' as const, mocked: [], mockLeads: false, hostedCaptcha: false, errorReportingDsn: null }
type Source = Parameters<typeof siteWithNews>[0]
const contextOf = (tenant: Source = { site: makeSite(), posts: [] }): SiteContext => ({
  kind: 'tenant',
  ...wiring,
  site: publicSite(siteWithNews(tenant)),
  stock: stockSummary([]),
})

/** Only what JSON carries as it is: plain objects, arrays, strings, finite numbers, booleans and null. */
function plainData(value: unknown, path = 'context'): string[] {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return []
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [path]
  if (Array.isArray(value)) return value.flatMap((item, i) => plainData(item, `${path}[${i}]`))
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).flatMap(([key, item]) => (item === undefined ? [] : plainData(item, `${path}.${key}`)))
  }
  return [path]
}

const keyOf = (context: SiteContext) => siteContextAddress(context).slice('/_site/'.length)

describe('the site context as a file of its own', () => {
  it.each(loadTenants().map((t) => [t.site.slug, t] as const))(
    '%s: the file reads back exactly the context the server rendered with',
    (_slug, tenant) => {
      const context = contextOf(tenant)
      expect(plainData(context)).toEqual([])
      expect(JSON.parse(siteContextJson(context))).toEqual(context)
    },
  )

  it('the router state names a kept context by a marker; any other value, or a copy of it, is serialised whole', () => {
    const kept = scriptedContext(contextOf())
    expect(siteContextAdapter.test(kept)).toBe(true)
    expect(siteContextAdapter.toSerializable(kept)).toBe(0)
    expect(siteContextAdapter.test({ ...kept })).toBe(false)
    expect(siteContextAdapter.test(contextOf())).toBe(false)
    expect(siteContextAdapter.test('tenant')).toBe(false)
    expect(siteContextAdapter.test(null)).toBe(false)
  })

  it('the same text and address for a context every time it is asked; another version, another address', () => {
    const kept = scriptedContext(contextOf())
    expect(siteContextJson(kept)).toBe(siteContextJson(kept))
    expect(siteContextAddress(kept)).toMatch(/^\/_site\/[0-9a-z]{6,11}$/)
    expect(siteContextAddress(scriptedContext(contextOf()))).toBe(siteContextAddress(kept))
    const renamed = scriptedContext(contextOf({ site: makeSite({ name: 'Other Motors' }), posts: [] }))
    expect(siteContextAddress(renamed)).not.toBe(siteContextAddress(kept))
  })

  it('a written file is found by its key, for its own site only', () => {
    const kept = scriptedContext(contextOf())
    const slug = kept.kind === 'tenant' ? kept.site.slug : ''
    expect(writtenSiteContext(keyOf(kept), slug)).toBe(siteContextJson(kept))
    expect(writtenSiteContext(keyOf(kept), `${slug}-other`)).toBeUndefined()
    expect(writtenSiteContext('nokey', slug)).toBeUndefined()
  })

  it("in the browser, the marker reads the context the page's file set", () => {
    const context = contextOf()
    const global = globalThis as Record<string, unknown>
    global['$_SITE'] = JSON.parse(siteContextJson(context))
    try {
      expect(siteContextAdapter.fromSerializable(0)).toEqual(context)
    } finally {
      delete global['$_SITE']
    }
    expect(() => siteContextAdapter.fromSerializable(0)).toThrow(/no site context/)
  })
})
