import { describe, expect, it } from 'vitest'
import { loadTenants } from '@adapters/tenants-files/load-tenants.ts'
import { publicSite } from '@domain/tenancy/public-site.schema.ts'
import { siteWithNews } from '@domain/links/news.ts'
import { stockSummary } from '@domain/stock/stock-summary.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { SiteContext } from '@application/site/site-context.ts'
import { scriptedContext, siteContextAdapter, siteScriptOf } from './site-script.tsx'

const wiring = { mode: 'demo' as const, mocked: [], mockLeads: false, hostedCaptcha: false, errorReportingDsn: null }
type Source = Parameters<typeof siteWithNews>[0]
const contextOf = (tenant: Source = { site: makeSite(), posts: [] }): SiteContext => ({ kind: 'tenant', ...wiring, site: publicSite(siteWithNews(tenant)), stock: stockSummary([]) })

/** Runs a site script as a page would, and answers what it set and whether it removed itself. */
function run(script: string): { set: unknown; removed: boolean } {
  const page = { self: {} as Record<string, unknown>, removed: false }
  const document = { currentScript: { remove: () => (page.removed = true) } }
  new Function('self', 'document', script)(page.self, document)
  return { set: page.self['$_SITE'], removed: page.removed }
}

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

describe('the site context as a script of its own', () => {
  it.each(loadTenants().map((t) => [t.site.slug, t] as const))('%s: the script sets on the page exactly the context the server rendered with', (_slug, tenant) => {
    const context = contextOf(tenant)
    expect(plainData(context)).toEqual([])
    const { set, removed } = run(siteScriptOf(context))
    expect(set).toEqual(context)
    expect(removed).toBe(true)
  })

  it('no text in the configuration can close the script element', () => {
    const script = siteScriptOf(contextOf({ site: makeSite({ name: 'Bad </script><script>alert(1)</script> Motors' }), posts: [] }))
    expect(script).not.toMatch(/<\/script/i)
    expect((run(script).set as { site: { name: string } }).site.name).toBe('Bad </script><script>alert(1)</script> Motors')
  })

  it('the router state names a scripted context by a marker; any other value, or a copy of it, is serialised whole', () => {
    const kept = scriptedContext(contextOf())
    expect(siteContextAdapter.test(kept)).toBe(true)
    expect(siteContextAdapter.toSerializable(kept)).toBe(0)
    expect(siteContextAdapter.test({ ...kept })).toBe(false)
    expect(siteContextAdapter.test(contextOf())).toBe(false)
    expect(siteContextAdapter.test('tenant')).toBe(false)
    expect(siteContextAdapter.test(null)).toBe(false)
  })

  it('the same text for a context every time it is asked (one CSP hash per tenant version)', () => {
    const kept = scriptedContext(contextOf())
    expect(siteScriptOf(kept)).toBe(siteScriptOf(kept))
  })

  it('in the browser, the marker reads the context the page script set', () => {
    const context = contextOf()
    const global = globalThis as Record<string, unknown>
    global['$_SITE'] = run(siteScriptOf(context)).set
    try {
      expect(siteContextAdapter.fromSerializable(0)).toEqual(context)
    } finally {
      delete global['$_SITE']
    }
    expect(() => siteContextAdapter.fromSerializable(0)).toThrow(/no site context script/)
  })
})
