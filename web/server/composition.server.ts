import { join, resolve } from 'node:path'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { stockSummary, type StockSummary } from '@domain/stock/stock-summary.ts'
import { loadTenants } from '@adapters/tenants-files/load-tenants.ts'
import { openDatabase, type Database } from '@adapters/store-sqlite/database.ts'
import { createDemoInventory, type DemoInventory } from '@adapters/inventory-demo/demo-inventory.ts'
import { generateStock } from '@tenants/demo-stock/generate-stock.ts'
import { readMode, type LiveSettings, type Mode } from './mode.ts'
import { createTenantRegistry, type TenantRegistry } from './tenant-registry.ts'

/**
 * The one composition root: reads the mode once and wires every port to its adapter.
 * Nothing else in the app reads ADAPTERS or picks an adapter.
 */
export interface Services {
  readonly mode: Mode
  readonly live: LiveSettings | null
  readonly tenants: TenantRegistry
  readonly dataDir: string
  /** tenant pictures and logos, served under /tenant-assets/ */
  readonly assetsDir: string
  readonly db: Database
  readonly clock: ClockPort
  readonly inventory: DemoInventory
  /** the stock summary of a tenant's listed cars, recomputed when its stock changes */
  stockSummary(site: SiteConfig): Promise<StockSummary>
}

let services: Services | undefined

/** Thrown at start-up; its message is the exact lines to print before exiting. */
export class StartupError extends Error {
  override readonly name = 'StartupError'
}

const systemClock: ClockPort = { now: () => Date.now() }

export function bootServices(env: Readonly<Record<string, string | undefined>> = process.env): Services {
  if (services) return services
  const reading = readMode(env)
  if (!reading.ok) throw new StartupError(reading.errors.join('\n'))
  const tenantsDir = env.TENANTS_DIR ?? resolve(process.cwd(), 'tenants/sites')
  let tenants
  try {
    tenants = loadTenants(tenantsDir)
  } catch (error) {
    throw new StartupError(error instanceof Error ? error.message : String(error))
  }
  const dataDir = env.DATA_DIR ?? resolve(process.cwd(), 'data')
  const db = openDatabase(join(dataDir, 'app.db'))
  const clock = systemClock
  // Demo stock is generated relative to start-up, so 'sold 2 days ago' stays inside the sold window.
  const stockEpoch = clock.now()
  const inventory = createDemoInventory({
    tenants,
    db,
    clock,
    generate: (tenant) => generateStock(tenant, { nowMs: stockEpoch }),
  })
  const summaries = new Map<string, { version: number; summary: StockSummary }>()
  services = {
    mode: reading.mode,
    live: reading.live,
    tenants: createTenantRegistry(tenants, reading.mode !== 'live'),
    dataDir,
    assetsDir: env.TENANT_ASSETS_DIR ?? resolve(tenantsDir, '../assets'),
    db,
    clock,
    inventory,
    async stockSummary(site) {
      const version = inventory.version(site)
      const cached = summaries.get(site.slug)
      if (cached && cached.version === version) return cached.summary
      const summary = stockSummary(await inventory.listed(site))
      summaries.set(site.slug, { version, summary })
      return summary
    },
  }
  return services
}

export function getServices(): Services {
  return services ?? bootServices()
}
