import type { PaymentPort } from '@domain/ports/payments.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { loadTenants } from '@adapters/tenants-files/load-tenants.ts'
import { createSqliteCarReservations, createSqliteTenantVersions } from '@adapters/store-sqlite/shared-state.ts'
import { openDatabase, type Database } from '@adapters/store-sqlite/database.ts'
import { createDemoInventory, type DemoInventory } from '@adapters/inventory-demo/demo-inventory.ts'
import { createLocalPayments } from '@adapters/payments-local/local-payments.ts'
import { generateStock } from '@tenants/demo-stock/generate-stock.ts'

export interface DemoCheckout {
  readonly tenants: ReturnType<typeof loadTenants>
  readonly db: Database
  readonly clock: { now(): number }
  readonly inventory: DemoInventory
  /** the local payments adapter (the demo card form's) */
  readonly payments: PaymentPort
  readonly siteOf: (slug: string) => SiteConfig
}

/**
 * The demo wiring of reserve online's tests: the tenants' generated stock and the local payments, in one in-memory
 * database, on the test's clock (the stock is generated as of its first reading).
 */
export function demoCheckout(now: () => number): DemoCheckout {
  const tenants = loadTenants('tenants/sites')
  const db = openDatabase(':memory:')
  const clock = { now }
  const epoch = clock.now()
  return {
    tenants,
    db,
    clock,
    inventory: createDemoInventory({
      tenants,
      reservations: createSqliteCarReservations(db),
      versions: createSqliteTenantVersions(db),
      clock,
      generate: (tenant) => generateStock(tenant, { nowMs: epoch }),
    }),
    payments: createLocalPayments({ db, clock }),
    siteOf: (slug) => tenants.find((t) => t.site.slug === slug)!.site,
  }
}
