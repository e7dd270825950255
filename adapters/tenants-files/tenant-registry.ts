import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { buildHostTable, resolveHost, type HostTable } from '@domain/hosting/resolve-host.ts'
import type { TenantsPort } from '@domain/ports/tenants.port.ts'

/** The tenant files as a TenantsPort: their hosts, and bare localhost as the directory of demo sites. */
export type TenantRegistry = TenantsPort

export function createTenantRegistry(tenants: readonly Tenant[], directoryOnLocalhost: boolean): TenantRegistry {
  const bySlug = new Map(tenants.map((t) => [t.site.slug, t]))
  const table: HostTable = buildHostTable(
    tenants.map((t) => ({ slug: t.site.slug, domain_name: t.site.domain_name })),
    directoryOnLocalhost,
  )
  return {
    all: tenants,
    bySlug: (slug) => bySlug.get(slug),
    resolve: (host) => resolveHost(host, table),
  }
}
