/**
 * A version per tenant that changes whenever what its pages show changes: its stock (a reservation
 * included), its site configuration or its content. Whatever a process keeps for itself (the response
 * cache, the embedded search index, the demo inventory) compares it before answering, so a change made
 * through one process is seen by every other on its next request. Kept by the store, shared by every process alike:
 * one version per tenant for all of them.
 */
export interface TenantVersionPort {
  /** the tenant's current version (an opaque token: compare for equality only) */
  current(tenantId: string): Promise<string>
  /** record that something the tenant's pages show has changed */
  bump(tenantId: string): Promise<void>
}
