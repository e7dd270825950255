import type { TenantVersionPort } from '@domain/ports/tenant-version.port.ts'

/**
 * Tenant versions kept in this process only: right while one process serves every request. With several
 * processes (workers, machines) the store-backed adapter replaces it, so a change made through one is seen by all.
 */
export function createMemoryTenantVersions(): TenantVersionPort {
  const versions = new Map<string, number>()
  return {
    current: async (tenantId) => String(versions.get(tenantId) ?? 0),
    bump: async (tenantId) => {
      versions.set(tenantId, (versions.get(tenantId) ?? 0) + 1)
    },
  }
}
