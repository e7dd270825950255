import type { TenantsPort } from '@domain/ports/tenants.port.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import type { StockSummary } from '@domain/stock/stock-summary.ts'
import { publicSite, type PublicSite } from '@domain/tenancy/public-site.schema.ts'
import type { StockSummaries } from './stock-summaries.ts'
import { siteWithNews } from '@domain/links/news.ts'
import type { Preset } from '@domain/hosting/preset.ts'

export type { Preset }

/** What every page of a site knows about how this server is wired, for QA and for the widgets that differ. */
export interface SiteWiring {
  readonly mode: Preset
  /** ports running on a stand-in that the QA banner names; empty: no banner */
  readonly mocked: readonly string[]
  /** lead calls go under /mock/api (the mock leads adapter) */
  readonly mockLeads: boolean
  /** lead forms may show the hosted captcha widget (the Turnstile adapter) */
  readonly hostedCaptcha: boolean
  /** where the browser reports errors (a Sentry DSN, live mode); null: the console only */
  readonly errorReportingDsn: string | null
}

export interface DirectoryEntry {
  readonly slug: string
  readonly name: string
  readonly template: string
  readonly tagline: string
}

export type SiteContext =
  | ({ kind: 'tenant'; site: PublicSite; stock: StockSummary } & SiteWiring)
  | ({ kind: 'directory'; sites: readonly DirectoryEntry[]; origin: string } & SiteWiring)
  | { kind: 'unknown' }

/**
 * The root of every page: which site a host is, its public configuration (PublicSite: never the search service's
 * keys and hosts or the stock rules, which only the server reads), its stock summary, and how it is wired.
 */
export function createSiteContext(deps: {
  readonly tenants: TenantsPort
  readonly summaries: StockSummaries
  readonly wiring: SiteWiring
}) {
  // the projection is checked field by field (an Effect Schema decode): once per tenant object, not per page view;
  // a changed configuration is a new tenant object and is projected again
  const projected = new WeakMap<Tenant, PublicSite>()
  const publicSiteOf = (tenant: Tenant): PublicSite => {
    let site = projected.get(tenant)
    if (!site) {
      site = publicSite(siteWithNews(tenant))
      projected.set(tenant, site)
    }
    return site
  }
  /**
   * origin: the scheme, host and port the browser used (the directory links each site on that scheme and port); asked
   * only for the directory, so a tenant's page view does not parse its request URL for it
   */
  return async function siteContext(host: string | null | undefined, origin: () => string): Promise<SiteContext> {
    const target = deps.tenants.resolve(host)
    if (target.kind === 'directory') {
      return {
        kind: 'directory',
        ...deps.wiring,
        origin: origin(),
        sites: deps.tenants.all.map(({ site }) => ({
          slug: site.slug,
          name: site.name,
          template: site.template,
          tagline: site.tagline,
        })),
      }
    }
    const tenant = target.kind === 'tenant' ? deps.tenants.bySlug(target.slug) : undefined
    if (!tenant) return { kind: 'unknown' }
    return { kind: 'tenant', ...deps.wiring, site: publicSiteOf(tenant), stock: await deps.summaries(tenant.site) }
  }
}
