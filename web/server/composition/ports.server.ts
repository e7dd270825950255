import { join } from 'node:path'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { DashboardPort } from '@domain/ports/dashboard.port.ts'
import type { ErrorReportingPort } from '@domain/ports/error-reporting.port.ts'
import type { InventoryPort } from '@domain/ports/inventory.port.ts'
import { versionsPerRequest } from './versions-per-request.ts'
import { log, requestScope } from '../ops/log.ts'
import type { TenantVersionPort } from '@domain/ports/tenant-version.port.ts'
import type { SearchPort } from '@domain/ports/search.port.ts'
import type { SearchGrantPort } from '@domain/ports/search-grant.port.ts'
import type { VehicleEventsPort } from '@domain/ports/vehicle-events.port.ts'
import type { VehicleLookupPort } from '@domain/ports/vehicle-lookup.port.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { loadTenants } from '@adapters/tenants-files/load-tenants.ts'
import { openDatabase, type Database } from '@adapters/store-sqlite/database.ts'
import { createDemoInventory, type DemoInventory } from '@adapters/inventory-demo/demo-inventory.ts'
import { createDashboardFixture } from '@adapters/dashboard-fixture/dashboard-fixture.ts'
import { createDashboardInventory } from '@adapters/dashboard-rest/dashboard-inventory.ts'
import { createDemoVehicleLookup } from '@adapters/vehicle-lookup-demo/vehicle-lookup-demo.ts'
import { createEmbeddedSearch } from '@adapters/search-embedded/embedded-search.ts'
import { createProxyGrants } from '@adapters/search-embedded/proxy-grants.ts'
import { meilisearchEngine } from '@adapters/search-meilisearch/settings.ts'
import type { StockSearchEngine } from '@domain/ports/stock-search-engine.port.ts'
import { siteConfigTtlMs } from '@adapters/site-config-live/live-site-configs.ts'
import { generateStock } from '@tenants/demo-stock/generate-stock.ts'
import { describeSelection, mockedPorts, type AdapterOf, type PortName } from './adapter-choice.ts'
import { signInMailProblems, type LiveSettings } from './environment.ts'
import { StartupError, type Configuration } from './configuration.ts'
import { createTenantRegistry, type TenantRegistry } from '@adapters/tenants-files/tenant-registry.ts'
import { createLeadAdapters, type LeadAdapters } from './lead-adapters.server.ts'
import { buildCaptchaAdapters, type CaptchaAdapters } from './captcha-services.server.ts'
import { createSignedChallenge } from '@adapters/captcha-local/signed-challenge.ts'
import { buildVehicleServices, type VehicleServices } from './vehicle-services.server.ts'
import { buildLiveDashboard } from '@adapters/site-config-live/live-dashboard.ts'
import { vehicleLookupRestFromSettings } from '@adapters/vehicle-lookup-rest/settings.ts'
import { vehicleEventsRestFromSettings } from '@adapters/events-rest/settings.ts'
import { createSentryNodeReporting } from '@adapters/error-reporting-sentry/sentry-node.ts'
import { sentryOptions } from '@adapters/error-reporting-sentry/settings.ts'
import { paymentSetupWarnings, warnOnce } from './payment-setup.ts'
import { UPLOAD_RATE_LIMIT, createUploads, type Uploads } from '@application/uploads/uploads.ts'
import { signingSecrets, uploadSecret } from './kept-secret.server.ts'
import { createDiskUploadStore, createHmacUploadSigner, randomUploadId } from '@adapters/uploads-disk/disk-uploads.ts'
import { timedSearch } from '../ops/timed.ts'
import type { SharedStore } from '@domain/ports/shared-store.port.ts'
import { sqliteSharedStore } from '@adapters/store-sqlite/shared-store.ts'
import { postgresSharedStore } from '@adapters/store-postgres/shared-store.ts'
import { observeLeadWrite } from '../ops/metrics.ts'
import { openPostgres, type Postgres } from '@adapters/store-postgres/database.ts'
import { createPostgresOutboxSignal } from '@adapters/store-postgres/lead-store.ts'
import { createProcessOutboxSignal } from '@adapters/store-sqlite/outbox-signal.ts'

export { StartupError } from './configuration.ts'

/**
 * The composition root's second step: each port served by the adapter the configuration names
 * (adapter-choice.ts). Built once; each composer picks the ports it names from it.
 */
export interface Ports {
  /** ports on a stand-in that the QA banner names (empty: no banner) */
  readonly mocked: readonly PortName[]
  /** where pages report errors (the Sentry DSN, public by design); null: the browser console only */
  readonly errorReportingDsn: string | null
  /** the search service browsers query directly with a tenant token (live with a search key); null: /api/search */
  readonly directSearchHost: string | null
  /** how long a website's dashboard answers are kept (SITE_CONFIG_TTL_SECONDS) */
  readonly siteConfigTtlMs: number
  readonly tenants: TenantRegistry
  /** the app database under DATA_DIR (its own state, and the embedded store's) */
  readonly db: Database
  /** the state every process shares: reservations, sign-in, spent captcha answers, tenant versions, rate limits */
  readonly store: SharedStore
  readonly clock: ClockPort
  readonly inventory: InventoryPort
  /** each tenant's version: bumped when its stock or configuration changes; cached pages compare it */
  readonly tenantVersions: TenantVersionPort
  /** the generated demo stock (its pictures, the QA stock list); null when stock comes from the live index */
  readonly demoInventory: DemoInventory | null
  readonly search: SearchPort
  /** browsers' search grants: tenant tokens for direct search, or 'proxy' (through /api/search) */
  readonly searchGrants: SearchGrantPort
  readonly dashboard: DashboardPort
  readonly vehicleLookup: VehicleLookupPort
  /** car_phone_call and phone-reveal events to the dealer API; null: kept locally */
  readonly vehicleEvents: VehicleEventsPort | null
  /**
   * the lead outbox, its gateway and delivery loop, opened on the first call (a composition that takes no lead
   * opens no database); the server entry opens it at boot
   */
  readonly leads: () => LeadAdapters
  /**
   * the files attached to leads: on disk under DATA_DIR/uploads (outside the web root), bound to their tenant and
   * lead, delivered as signed, expiring links (built here because the lead gateway carries the links)
   */
  readonly uploads: Uploads
  /** the adapters of payments, sign-in and tracking for vehicle pages */
  readonly vehicle: VehicleServices
  /** the lead forms' captcha adapters: the local question, and Turnstile where configured (chosen per site by the forms) */
  readonly captcha: CaptchaAdapters
  /** one line per port with its adapter, for start-up */
  readonly describe: readonly string[]
}

const systemClock: ClockPort = { now: () => Date.now() }

/** The inventory with every reservation it takes bumping the tenant's version (listings then show it reserved). */
export const bumpingOnReserve = (inventory: InventoryPort, versions: TenantVersionPort): InventoryPort => ({
  carById: (site, carId) => inventory.carById(site, carId),
  carBySlug: (site, slug) => inventory.carBySlug(site, slug),
  listed: (site) => inventory.listed(site),
  version: (site) => inventory.version(site),
  async markReserved(site, carId) {
    const reserved = await inventory.markReserved(site, carId)
    if (reserved) await versions.bump(site.slug)
    return reserved
  },
})

/** The tenant files, checked against what their configuration needs of this server. */
function tenantFiles(config: Configuration): Tenant[] {
  let tenants: Tenant[]
  try {
    tenants = loadTenants(config.tenantsDir)
  } catch (error) {
    throw new StartupError(error instanceof Error ? error.message : String(error))
  }
  // tenants whose shoppers sign in need the mail server their codes go out through
  const mailProblems =
    config.selection.adapters.mail === 'smtp' && config.live
      ? signInMailProblems(
          config.live,
          tenants.map((t) => t.site),
        )
      : []
  if (mailProblems.length > 0) throw new StartupError(mailProblems.join('\n'))
  // a tenant whose payment provider this server holds no credentials for is named once, with what is missing
  if (config.selection.adapters.payments === 'providers')
    for (const line of paymentSetupWarnings(
      tenants.map((t) => t.site),
      config.live,
    ))
      warnOnce(line)
  return tenants
}

/** Error reporting (SPEC §8): Sentry in live mode when SENTRY_DSN is set, else the log. */
const logErrorReporting: ErrorReportingPort = {
  report: (message, context) => log.error({ ...context }, message),
}

function errorReportingOf(live: LiveSettings | null): { dsn: string | null; port: ErrorReportingPort } {
  const sentry = live ? sentryOptions(live) : null
  return sentry ? { dsn: sentry.dsn, port: createSentryNodeReporting(sentry) } : { dsn: null, port: logErrorReporting }
}

interface Shared {
  readonly config: Configuration
  readonly tenants: readonly Tenant[]
  readonly store: SharedStore
  readonly clock: ClockPort
  readonly tenantVersions: TenantVersionPort
}

/** The dashboard (site configuration, bookings, manufacturers, search pages) and the tenants as it keeps them. */
function dashboardOf(
  { config, tenants, clock, tenantVersions }: Shared,
  report: ErrorReportingPort,
  demo: DemoInventory | null,
): { dashboard: DashboardPort; tenants: TenantRegistry } {
  const files = createTenantRegistry(tenants, config.selection.preset !== 'live')
  if (config.selection.adapters.dashboard === 'rest' && config.live) {
    const live = buildLiveDashboard(config.live, { tenants: files, clock, report, versions: tenantVersions })
    // every tenant's configuration loads in the background; until then each serves its tenant file
    void live.start()
    return { dashboard: live.dashboard, tenants: live.tenants }
  }
  const dashboard = createDashboardFixture({
    tenants: () => tenants,
    clock,
    carById: async (websiteId, carId) => {
      const tenant = tenants.find((t) => t.site.id === websiteId)
      return (tenant && demo && (await demo.carById(tenant.site, carId))) || false
    },
  })
  return { dashboard, tenants: files }
}

/** The engines over the dealer's stock, each built from its own settings (the embedded one searches demo stock). */
const STOCK_ENGINES: {
  readonly [A in Exclude<AdapterOf<'search'>, 'embedded'>]: (
    live: LiveSettings,
    deps: { readonly clock: ClockPort },
  ) => StockSearchEngine
} = {
  meilisearch: meilisearchEngine,
}

/** The demo stock, generated relative to start-up so 'sold 2 days ago' stays inside the sold window. */
function demoStockOf({ tenants, store, clock, tenantVersions }: Shared): DemoInventory {
  const stockEpoch = clock.now()
  return createDemoInventory({
    tenants,
    reservations: store.carReservations,
    versions: tenantVersions,
    clock,
    generate: (tenant) => generateStock(tenant, { nowMs: stockEpoch }),
  })
}

/** Where the stock comes from: a search engine over the dealer's stock, or the demo stock. */
type StockSource =
  | { readonly engine: StockSearchEngine; readonly demo: null }
  | { readonly engine: null; readonly demo: DemoInventory }

/** The stock: the engine's index behind the dashboard, or the demo stock with its embedded search. */
function stockOf(
  { config, store, clock }: Shared,
  dashboard: DashboardPort,
  source: StockSource,
): { inventory: InventoryPort; search: SearchPort; searchGrants: SearchGrantPort } {
  const { engine } = source
  if (engine) {
    const inventory = createDashboardInventory({
      dashboard,
      search: () => engine.search,
      clock,
      reservations: store.carReservations,
      listedTtlMs: siteConfigTtlMs(config.live?.SITE_CONFIG_TTL_SECONDS),
    })
    return { inventory, search: engine.search, searchGrants: engine.grants }
  }
  return {
    inventory: source.demo,
    search: createEmbeddedSearch({ stock: source.demo, clock }),
    searchGrants: createProxyGrants(),
  }
}

/** Builds every port's adapter from the configuration (no job starts here: jobs.server.ts). */
export function buildAdapters(config: Configuration): Ports {
  const { selection, live, dataDir } = config
  const adapters = selection.adapters
  const tenantList = tenantFiles(config)
  const db = openDatabase(join(dataDir, 'app.db'))
  const secrets = signingSecrets(config, dataDir)
  // PostgreSQL with DATABASE_URL (connected and migrated on first use, so a database still starting delays nothing)
  const postgres: Postgres | null = config.store.kind === 'postgres' ? openPostgres({ url: config.store.url }) : null
  const store = postgres ? postgresSharedStore(postgres, Date.now, { observeLeadWrite }) : sqliteSharedStore(db)
  const clock = systemClock
  // shared by every process on the store: a change made through one is seen by the others' caches and indexes;
  // a request reads each tenant's version from the store once (versions-per-request.ts)
  const tenantVersions = versionsPerRequest(store.tenantVersions, () => requestScope.getStore())
  const shared: Shared = { config, tenants: tenantList, store, clock, tenantVersions }
  const errorReporting = errorReportingOf(live)

  // a search engine over the dealer's stock (start-up refuses one without the live dashboard), else the demo stock,
  // whose cars the dashboard fixture answers bookings from
  const engine = adapters.search !== 'embedded' && live ? STOCK_ENGINES[adapters.search](live, { clock }) : null
  const source: StockSource = engine ? { engine, demo: null } : { engine: null, demo: demoStockOf(shared) }
  const { demo } = source
  const { dashboard, tenants } = dashboardOf(shared, errorReporting.port, demo)
  const stock = stockOf(shared, dashboard, source)

  const vehicleLookup: VehicleLookupPort =
    adapters.lookup === 'rest' && live
      ? vehicleLookupRestFromSettings(live)
      : createDemoVehicleLookup({ currentYear: () => new Date(clock.now()).getUTCFullYear() })

  const uploadsDir = join(dataDir, 'uploads')
  const uploads = createUploads({
    store: createDiskUploadStore(uploadsDir),
    signer: createHmacUploadSigner(uploadSecret(config.uploadSecret, uploadsDir)),
    newId: randomUploadId,
    clock,
    limiter: store.rateLimiter('uploads', UPLOAD_RATE_LIMIT),
  })
  let leads: LeadAdapters | undefined
  const openLeads = (): LeadAdapters =>
    (leads ??= createLeadAdapters({
      adapter: adapters.leads,
      live,
      tenants: tenants.all,
      database: postgres ?? join(dataDir, 'leads.sqlite'),
      synchronous: config.leadsSynchronous,
      deliver: config.jobs,
      signal: postgres ? createPostgresOutboxSignal(postgres) : createProcessOutboxSignal(process),
      delivery: { pollIntervalMs: config.leadsPollMs },
      wrapGateway: (gateway) => uploads.withLinks(gateway),
    }))

  return {
    mocked: mockedPorts(selection),
    errorReportingDsn: errorReporting.dsn,
    directSearchHost: engine?.directHost ?? null,
    siteConfigTtlMs: siteConfigTtlMs(live?.SITE_CONFIG_TTL_SECONDS),
    tenants,
    db,
    store,
    clock,
    inventory: bumpingOnReserve(stock.inventory, tenantVersions),
    tenantVersions,
    demoInventory: demo,
    search: timedSearch(stock.search),
    searchGrants: stock.searchGrants,
    dashboard,
    vehicleLookup,
    vehicleEvents: adapters.events === 'rest' && live ? vehicleEventsRestFromSettings(live, { clock }) : null,
    captcha: buildCaptchaAdapters(adapters.captcha === 'turnstile' ? live : null, {
      // the process's local challenge: the local captcha adapter uses it for every tenant, Turnstile for tenants
      // without a site key (the composition is built once a process)
      local: createSignedChallenge({ secret: secrets.captcha }),
      sites: () => tenantList.map((t) => t.site),
      passedTokens: store.passedTokens,
    }),
    uploads,
    leads: openLeads,
    vehicle: buildVehicleServices({
      adapters,
      live,
      db,
      authStore: store.auth,
      intents: store.intents,
      sessionSecret: secrets.session,
      clock,
      siteOf: (slug) => tenants.bySlug(slug)?.site,
    }),
    describe: [
      ...describeSelection(selection),
      `store: ${store.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'embedded SQLite (DATA_DIR)'}`,
    ],
  }
}
