import type { HostTarget } from '../hosting/resolve-host.ts'
import type { Tenant } from '../tenancy/tenant.schema.ts'

/** The tenants this deployment serves, with their current configuration, and which one a host names. */
export interface TenantsPort {
  readonly all: readonly Tenant[]
  bySlug(slug: string): Tenant | undefined
  resolve(host: string | null | undefined): HostTarget
}
