import { join, resolve } from 'node:path'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { DashboardPort } from '@domain/ports/dashboard.port.ts'
import type { InventoryPort } from '@domain/ports/inventory.port.ts'
import type { SearchPort } from '@domain/ports/search.port.ts'
import type { VehicleEventsPort } from '@domain/ports/vehicle-events.port.ts'
import type { VehicleLookupPort } from '@domain/ports/vehicle-lookup.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { stockSummary, type StockSummary } from '@domain/stock/stock-summary.ts'
import { loadTenants } from '@adapters/tenants-files/load-tenants.ts'
import { openDatabase, type Database } from '@adapters/store-sqlite/database.ts'
import { createDemoInventory, type DemoInventory } from '@adapters/inventory-demo/demo-inventory.ts'
import { createDashboardFixture } from '@adapters/dashboard-fixture/dashboard-fixture.ts'
import { createDemoVehicleLookup } from '@adapters/vehicle-lookup-demo/vehicle-lookup-demo.ts'
import { createEmbeddedSearch } from '@adapters/search-embedded/embedded-search.ts'
import { createMeilisearchSearch } from '@adapters/search-meilisearch/meilisearch-search.ts'
import { generateStock } from '@tenants/demo-stock/generate-stock.ts'
import { readMode, signInMailProblems, type LiveSettings, type Mode } from './mode.ts'
import { createTenantRegistry, type TenantRegistry } from './tenant-registry.ts'
import { createLeadServices, type LeadServices } from './leads/leads-services.server.ts'
import { buildCaptchaServices, type CaptchaServices } from './captcha-services.server.ts'
import { localCaptcha } from './captcha.server.ts'
import { buildVehicleServices, type VehicleServices } from './vehicle-services.server.ts'
import { buildLiveAdapters } from './live-adapters.server.ts'
import { paymentSetupWarnings, warnOnce } from '../vehicle/payment-setup.ts'
import { PENDING_SWEEP_INTERVAL_MS } from '@domain/payments/pending-verification.ts'
import { startPendingSweepLoop, type PendingSweepLoop } from '../vehicle/pending-sweep-loop.ts'
import { sweepPendingVerifications } from '../vehicle/pending-sweep.server.ts'

/** The stock source as pages use it: cars by id/slug, the listed cars, and a version that changes with the stock. */
export type StockInventory = InventoryPort & { version(site: SiteConfig): number }

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
  readonly inventory: StockInventory
  /** demo and mock: the generated stock itself (its pictures, the embedded engine's documents); null in live */
  readonly demoInventory: DemoInventory | null
  readonly search: SearchPort
  /** the stock summary of a tenant's listed cars, recomputed when its stock changes */
  stockSummary(site: SiteConfig): Promise<StockSummary>
  readonly dashboard: DashboardPort
  readonly vehicleLookup: VehicleLookupPort
  /** live: car_phone_call and phone-reveal events to the dealer API; demo/mock keep them locally */
  readonly vehicleEvents: VehicleEventsPort | null
  /** the lead outbox, routes and delivery loop (opened on first use; started at boot by the server entry) */
  readonly leads: LeadServices
  /** payments, sign-in and tracking for vehicle pages */
  readonly vehicle: VehicleServices
  /** each site's lead-form captcha: the local question, or Turnstile in live mode (the form and the check agree) */
  readonly captcha: CaptchaServices
  /**
   * live: the sweep that finishes reserve-online payments whose 3-D Secure step nobody resumed (every
   * PAYMENT_SWEEP_SECONDS; its timer never keeps the process alive). `stop()` it on shutdown. null in demo/mock.
   */
  readonly pendingSweep: PendingSweepLoop | null
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
  // live tenants whose shoppers sign in need the mail server their codes go out through
  const mailProblems = reading.live ? signInMailProblems(reading.live, tenants.map((t) => t.site)) : []
  if (mailProblems.length > 0) throw new StartupError(mailProblems.join('\n'))
  const dataDir = env.DATA_DIR ?? resolve(process.cwd(), 'data')
  const db = openDatabase(join(dataDir, 'app.db'))
  const clock = systemClock
  const fileRegistry = createTenantRegistry(tenants, reading.mode !== 'live')

  const live = reading.live
  let inventory: StockInventory
  let demoInventory: DemoInventory | null = null
  let search: SearchPort
  let registry = fileRegistry
  let dashboard: DashboardPort
  let vehicleLookup: VehicleLookupPort
  let vehicleEvents: VehicleEventsPort | null = null

  if (live) {
    const hosted = createMeilisearchSearch({ apiKey: live.MEILISEARCH_API_KEY!, defaultHost: live.MEILISEARCH_HOST!, clock })
    const adapters = buildLiveAdapters(live, { tenants: fileRegistry, clock, search: () => hosted })
    // every tenant's configuration loads in the background; until then each serves its tenant file
    void adapters.start()
    // a tenant whose payment provider this server holds no credentials for is named once, with what is missing
    for (const line of paymentSetupWarnings(tenants.map((t) => t.site), live)) warnOnce(line)
    search = hosted
    registry = adapters.tenants
    inventory = adapters.inventory
    dashboard = adapters.dashboard
    vehicleLookup = adapters.vehicleLookup
    vehicleEvents = adapters.vehicleEvents
  } else {
    // Demo stock is generated relative to start-up, so 'sold 2 days ago' stays inside the sold window.
    const stockEpoch = clock.now()
    const demo = createDemoInventory({ tenants, db, clock, generate: (tenant) => generateStock(tenant, { nowMs: stockEpoch }) })
    demoInventory = demo
    inventory = demo
    search = createEmbeddedSearch({ stock: demo, clock })
    dashboard = createDashboardFixture({
      tenants: () => tenants,
      clock,
      carById: async (websiteId, carId) => {
        const tenant = tenants.find((t) => t.site.id === websiteId)
        return (tenant && (await demo.carById(tenant.site, carId))) || false
      },
    })
    vehicleLookup = createDemoVehicleLookup({ currentYear: () => new Date(clock.now()).getUTCFullYear() })
  }

  const summaries = new Map<string, { version: number; summary: StockSummary }>()
  let leads: LeadServices | undefined
  const captcha = buildCaptchaServices(live, { local: localCaptcha, sites: () => tenants.map((t) => t.site) })
  let vehicle: VehicleServices | undefined
  services = {
    mode: reading.mode,
    live,
    tenants: registry,
    dataDir,
    assetsDir: env.TENANT_ASSETS_DIR ?? resolve(tenantsDir, '../assets'),
    db,
    clock,
    inventory,
    demoInventory,
    search,
    async stockSummary(site) {
      const version = inventory.version(site)
      const cached = summaries.get(site.slug)
      if (cached && cached.version === version) return cached.summary
      const summary = stockSummary(await inventory.listed(site))
      summaries.set(site.slug, { version, summary })
      return summary
    },
    dashboard,
    vehicleLookup,
    vehicleEvents,
    captcha,
    pendingSweep: live
      ? startPendingSweepLoop({
          intervalMs: live.PAYMENT_SWEEP_SECONDS ? Number(live.PAYMENT_SWEEP_SECONDS) * 1000 : PENDING_SWEEP_INTERVAL_MS,
          clock,
          sweep: (nowMs) => sweepPendingVerifications({ nowMs }),
        })
      : null,
    get leads() {
      leads ??= createLeadServices({
        mode: reading.mode,
        live,
        tenants: registry,
        database: join(dataDir, 'leads.sqlite'),
        captcha: (site) => captcha.verifierFor(site),
      })
      return leads
    },
    get vehicle() {
      vehicle ??= buildVehicleServices({ mode: reading.mode, live, db, clock, lookup: vehicleLookup, siteOf: (slug) => registry.bySlug(slug)?.site })
      return vehicle
    },
  }
  return services
}

export function getServices(): Services {
  return services ?? bootServices()
}
