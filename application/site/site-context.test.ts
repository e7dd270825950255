import { describe, expect, it } from 'vitest'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import type { TenantsPort } from '@domain/ports/tenants.port.ts'
import { stockSummary } from '@domain/stock/stock-summary.ts'
import { createSiteContext } from './site-context.ts'

const wiring = { mode: 'demo' as const, mocked: [], mockLeads: false, hostedCaptcha: false, errorReportingDsn: null }
const tenantOf = (site = makeSite()): Tenant =>
  ({
    site,
    pages: [],
    faqs: [],
    promos: [],
    reviews: [],
    demo_stock: { count: 1, seed: 1, makes: [], car_types: ['used'] },
  }) as unknown as Tenant

function contextWith(current: () => Tenant) {
  const tenants: TenantsPort = {
    get all() {
      return [current()]
    },
    bySlug: () => current(),
    resolve: (host) =>
      (host === 'localhost' ? { kind: 'directory' } : { kind: 'tenant', slug: current().site.slug }) as ReturnType<
        TenantsPort['resolve']
      >,
  }
  return createSiteContext({ tenants, summaries: async () => stockSummary([]), wiring })
}

describe('the root of every page', () => {
  it("projects a tenant's public site once per tenant object, and again for a changed configuration", async () => {
    let tenant = tenantOf()
    const siteContext = contextWith(() => tenant)
    const origin = () => 'http://x.localhost'
    const first = await siteContext('x.localhost', origin)
    const second = await siteContext('x.localhost', origin)
    expect(first.kind === 'tenant' && second.kind === 'tenant' && first.site === second.site).toBe(true)
    tenant = tenantOf(makeSite({ name: 'Renamed Motors' }))
    const third = await siteContext('x.localhost', origin)
    expect(third.kind === 'tenant' ? third.site.name : null).toBe('Renamed Motors')
  })
  it('asks for the request origin only for the directory of sites', async () => {
    const siteContext = contextWith(() => tenantOf())
    let asked = 0
    const origin = () => {
      asked += 1
      return 'http://localhost:3000'
    }
    await siteContext('x.localhost', origin)
    expect(asked).toBe(0)
    const directory = await siteContext('localhost', origin)
    expect(directory.kind === 'directory' ? directory.origin : null).toBe('http://localhost:3000')
    expect(asked).toBe(1)
  })
})
