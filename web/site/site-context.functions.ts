import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader, setResponseStatus } from '@tanstack/react-start/server'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { Mode } from '../server/mode.ts'
import type { StockSummary } from '@domain/stock/stock-summary.ts'
import { getServices } from '../server/composition.server.ts'

export interface DirectoryEntry {
  readonly slug: string
  readonly name: string
  readonly template: string
  readonly tagline: string
}

export type SiteContext =
  | { kind: 'tenant'; mode: Mode; site: SiteConfig; stock: StockSummary }
  | { kind: 'directory'; mode: Mode; sites: readonly DirectoryEntry[] }
  | { kind: 'unknown' }

export const getSiteContext = createServerFn({ method: 'GET' }).handler(async (): Promise<SiteContext> => {
  const { tenants, mode, stockSummary } = getServices()
  const target = tenants.resolve(getRequestHeader('x-forwarded-host') ?? getRequestHeader('host'))
  if (target.kind === 'directory') {
    return {
      kind: 'directory',
      mode,
      sites: tenants.all.map(({ site }) => ({ slug: site.slug, name: site.name, template: site.template, tagline: site.tagline })),
    }
  }
  const tenant = target.kind === 'tenant' ? tenants.bySlug(target.slug) : undefined
  if (!tenant) {
    setResponseStatus(404)
    return { kind: 'unknown' }
  }
  return { kind: 'tenant', mode, site: tenant.site, stock: await stockSummary(tenant.site) }
})
