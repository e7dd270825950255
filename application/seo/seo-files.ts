import type { InventoryPort } from '@domain/ports/inventory.port.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { failure, success, type Outcome } from '../kernel/outcome.ts'
import type { PageOrigin } from './page-origin.ts'
import { robotsTxt } from './robots.ts'
import { sitemapPaths, sitemapXml } from './sitemap.ts'

export interface SeoFilesDeps {
  /** the stock source: the tenant's listed cars, its stock rules already applied */
  readonly inventory: Pick<InventoryPort, 'listed'>
  readonly origin: PageOrigin
  /** the site's brand and model pages (SPEC §3 build_model_pages; none when the flag is off) */
  readonly modelPagePaths?: (site: Tenant['site']) => Promise<readonly string[]>
}

const noSite = () => failure('not_found', 'Not found')

/** A tenant's robots.txt and sitemap.xml; no tenant (an unknown host) is not_found. */
export function createSeoFiles(deps: SeoFilesDeps) {
  return {
    robots(tenant: Tenant | null, requestOrigin: string): Outcome<string> {
      if (!tenant) return noSite()
      return success(robotsTxt(deps.origin(tenant, requestOrigin)))
    },
    async sitemap(tenant: Tenant | null, requestOrigin: string): Promise<Outcome<string>> {
      if (!tenant) return noSite()
      const [cars, modelPages] = await Promise.all([
        deps.inventory.listed(tenant.site),
        deps.modelPagePaths?.(tenant.site) ?? [],
      ])
      return success(sitemapXml(deps.origin(tenant, requestOrigin), sitemapPaths(tenant, cars, modelPages)))
    },
  }
}

export type SeoFiles = ReturnType<typeof createSeoFiles>
