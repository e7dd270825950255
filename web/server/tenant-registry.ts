import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { buildHostTable, resolveHost, type HostTable, type HostTarget } from '@domain/hosting/resolve-host.ts'

export interface TenantRegistry {
  readonly all: readonly Tenant[]
  bySlug(slug: string): Tenant | undefined
  resolve(host: string | null | undefined): HostTarget
}

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
