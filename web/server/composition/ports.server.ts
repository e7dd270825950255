import { join, resolve } from 'node:path'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { DashboardPort } from '@domain/ports/dashboard.port.ts'
import type { InventoryPort } from '@domain/ports/inventory.port.ts'
import { versionsPerRequest } from './versions-per-request.ts'
import { requestScope } from '../ops/log.ts'
import type { TenantVersionPort } from '@domain/ports/tenant-version.port.ts'
import type { SearchPort } from '@domain/ports/search.port.ts'
import type { SearchGrantPort } from '@domain/ports/search-grant.port.ts'
import type { VehicleEventsPort } from '@domain/ports/vehicle-events.port.ts'
import type { VehicleLookupPort } from '@domain/ports/vehicle-lookup.port.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { PENDING_SWEEP_INTERVAL_MS } from '@domain/payments/pending-verification.ts'
import { loadTenants } from '@adapters/tenants-files/load-tenants.ts'
import { openDatabase, type Database } from '@adapters/store-sqlite/database.ts'
import { createDemoInventory, type DemoInventory } from '@adapters/inventory-demo/demo-inventory.ts'
import { createDashboardFixture } from '@adapters/dashboard-fixture/dashboard-fixture.ts'
import { createDashboardInventory } from '@adapters/dashboard-rest/dashboard-inventory.ts'
import { createDemoVehicleLookup } from '@adapters/vehicle-lookup-demo/vehicle-lookup-demo.ts'
import { createEmbeddedSearch } from '@adapters/search-embedded/embedded-search.ts'
import { createProxyGrants } from '@adapters/search-embedded/proxy-grants.ts'
import { createMeilisearchSearch } from '@adapters/search-meilisearch/meilisearch-search.ts'
import { createMeilisearchGrants, type TokenSettings } from '@adapters/search-meilisearch/search-grants.ts'
import { siteConfigTtlMs } from '@adapters/site-config-live/live-site-configs.ts'
import { generateStock } from '@tenants/demo-stock/generate-stock.ts'
import { describeSelection, mockedPorts, type PortName, type Selection } from './adapter-choice.ts'
import {
  readCaptchaSecret,
  readLeadsSynchronous,
  readMode,
  signInMailProblems,
  type LiveSettings,
  type Mode,
} from './environment.ts'
import { createTenantRegistry, type TenantRegistry } from './tenant-registry.ts'
import { createLeadAdapters, type LeadAdapters } from './lead-adapters.server.ts'
import { buildCaptchaAdapters, type CaptchaAdapters } from './captcha-services.server.ts'
import { createSignedChallenge } from '@adapters/captcha-local/signed-challenge.ts'
import { buildVehicleServices, type VehicleServices } from './vehicle-services.server.ts'
import {
  buildLiveDashboard,
  buildLiveVehicleEvents,
  buildLiveVehicleLookup,
  logErrorReporting,
} from './live-adapters.server.ts'
import { createSentryNodeReporting } from '@adapters/error-reporting-sentry/sentry-node.ts'
import { paymentSetupWarnings, warnOnce } from './payment-setup.ts'
import { startPendingSweepLoop, type PendingSweepLoop } from '@application/checkout/pending-sweep-loop.ts'
import { nodeTimers } from './sweep-timers.ts'
import {
  UPLOAD_RATE_LIMIT,
  UPLOAD_SWEEP_INTERVAL_MS,
  createUploads,
  type Uploads,
} from '@application/uploads/uploads.ts'
import { uploadSecret } from './upload-secret.server.ts'
import { createDiskUploadStore, createHmacUploadSigner, randomUploadId } from '@adapters/uploads-disk/disk-uploads.ts'
import { timedSearch } from '../ops/timed.ts'
import { postgresSharedStore, readStoreSetting, sqliteSharedStore, type SharedStore } from './store.server.ts'
import { openPostgres, type Postgres } from '@adapters/store-postgres/database.ts'
import { createPostgresOutboxSignal } from '@adapters/store-postgres/lead-store.ts'
import { createProcessOutboxSignal } from '@adapters/store-sqlite/outbox-signal.ts'

/**
 * The server's ports, each served by the adapter the selection names (adapter-choice.ts). Built once, by the
 * composition root only; use cases receive the ports they need from it.
 */
export interface Services {
  /** the preset (`ADAPTERS`): pages use it only for what no single port decides */
  readonly mode: Mode
  /** which adapter serves each port */
  readonly selection: Selection
  /** ports on a stand-in that the QA banner names (empty: no banner) */
  readonly mocked: readonly PortName[]
  /** the live adapters' settings; null when every port is on a stand-in */
  readonly live: LiveSettings | null
  /** where pages report errors (the Sentry DSN, public by design); null: the browser console only */
  readonly errorReportingDsn: string | null
  /** the search service browsers query directly with a tenant token (live with a search key); null: /api/search */
  readonly directSearchHost: string | null
  readonly tenants: TenantRegistry
  readonly dataDir: string
  /** tenant pictures and logos, served under /tenant-assets/ */
  readonly assetsDir: string
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
  /** the lead outbox, its gateway and delivery loop (opened on first use; started at boot by the server entry) */
  readonly leads: LeadAdapters
  /**
   * the files attached to leads: on disk under DATA_DIR/uploads (outside the web root), bound to their tenant and
   * lead, delivered as signed, expiring links (built here because the lead gateway carries the links)
   */
  readonly uploads: Uploads
  /** the adapters of payments, sign-in and tracking for vehicle pages */
  readonly vehicle: VehicleServices
  /** the lead forms' captcha adapters: the local question, and Turnstile where configured (chosen per site by the forms) */
  readonly captcha: CaptchaAdapters
  /**
   * With the providers' payments: the sweep that finishes reserve-online payments whose 3-D Secure step nobody
   * resumed (every PAYMENT_SWEEP_SECONDS; its timer never keeps the process alive). null with local payments.
   */
  readonly pendingSweep: PendingSweepLoop | null
  /** the sweep of uploaded files no lead took (every UPLOAD_SWEEP_INTERVAL_MS); null with BACKGROUND_JOBS=off */
  readonly uploadSweep: PendingSweepLoop | null
  /** one line per port with its adapter, for start-up */
  readonly describe: readonly string[]
}

/** Thrown at start-up; its message is the exact lines to print before exiting. */
export class StartupError extends Error {
  override readonly name = 'StartupError'
}

/** The key that signs browsers' tenant tokens; null without one (browsers then search through the server). */
const tokenSettings = (live: LiveSettings): TokenSettings | null =>
  live.MEILISEARCH_SEARCH_KEY && live.MEILISEARCH_API_KEY && live.MEILISEARCH_HOST
    ? {
        searchKey: live.MEILISEARCH_SEARCH_KEY,
        searchKeyUid: live.MEILISEARCH_SEARCH_KEY_UID ?? null,
        adminKey: live.MEILISEARCH_API_KEY,
        defaultHost: live.MEILISEARCH_HOST,
      }
    : null

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

/**
 * Reads the environment once and builds every port's adapter. `sweep` is how the payments sweep runs (the
 * composition root hands in the use case, so ports never import the application).
 */
export function buildServices(
  env: Readonly<Record<string, string | undefined>>,
  hooks: { readonly sweep?: (services: Services, nowMs: number) => Promise<unknown> } = {},
): Services {
  const reading = readMode(env)
  if (!reading.ok) throw new StartupError(reading.errors.join('\n'))
  const leadsSynchronous = readLeadsSynchronous(env)
  if (!leadsSynchronous.ok) throw new StartupError(leadsSynchronous.error)
  const storeSetting = readStoreSetting(env)
  if (!storeSetting.ok) throw new StartupError(storeSetting.error)
  const { selection, live } = reading
  // BACKGROUND_JOBS=off: this process delivers no leads and runs no payment sweep (npm start's other workers)
  const backgroundJobs = env.BACKGROUND_JOBS ?? 'on'
  if (backgroundJobs !== 'on' && backgroundJobs !== 'off')
    throw new StartupError(`BACKGROUND_JOBS must be on or off, not "${backgroundJobs}"`)
  // how often the delivery loop looks at the outbox unprompted (a stored lead wakes it at once: outbox signal)
  const pollSeconds = Number(env.LEADS_POLL_SECONDS ?? 5)
  if (!(Number.isFinite(pollSeconds) && pollSeconds > 0))
    throw new StartupError(`LEADS_POLL_SECONDS must be a number of seconds above 0, not "${env.LEADS_POLL_SECONDS}"`)
  const adapters = selection.adapters
  const tenantsDir = env.TENANTS_DIR ?? resolve(process.cwd(), 'tenants/sites')
  let tenants: Tenant[]
  try {
    tenants = loadTenants(tenantsDir)
  } catch (error) {
    throw new StartupError(error instanceof Error ? error.message : String(error))
  }
  // tenants whose shoppers sign in need the mail server their codes go out through
  const mailProblems =
    adapters.mail === 'smtp' && live
      ? signInMailProblems(
          live,
          tenants.map((t) => t.site),
        )
      : []
  if (mailProblems.length > 0) throw new StartupError(mailProblems.join('\n'))
  const dataDir = env.DATA_DIR ?? resolve(process.cwd(), 'data')
  const db = openDatabase(join(dataDir, 'app.db'))
  // PostgreSQL with DATABASE_URL (connected and migrated on first use, so a database still starting delays nothing)
  const postgres: Postgres | null =
    storeSetting.value.kind === 'postgres' ? openPostgres({ url: storeSetting.value.url }) : null
  const store = postgres ? postgresSharedStore(postgres) : sqliteSharedStore(db)
  const clock = systemClock
  // shared by every process on the store: a change made through one is seen by the others' caches and indexes
  // a request reads each tenant's version from the store once (versions-per-request.ts)
  const tenantVersions = versionsPerRequest(store.tenantVersions, () => requestScope.getStore())
  const fileRegistry = createTenantRegistry(tenants, selection.preset !== 'live')

  // ── error reporting (SPEC §8): Sentry in live mode when SENTRY_DSN is set, else the console ──
  const sentryDsn = live?.SENTRY_DSN?.trim() || null
  const errorReporting = sentryDsn
    ? createSentryNodeReporting({
        dsn: sentryDsn,
        ...(live?.SENTRY_ENVIRONMENT ? { environment: live.SENTRY_ENVIRONMENT } : {}),
      })
    : logErrorReporting

  // ── dashboard: site configuration, bookings, manufacturers, search pages ──
  let registry = fileRegistry
  let dashboard: DashboardPort
  let liveDashboard: ReturnType<typeof buildLiveDashboard> | null = null
  let demoInventory: DemoInventory | null = null
  if (adapters.dashboard === 'rest' && live) {
    liveDashboard = buildLiveDashboard(live, {
      tenants: fileRegistry,
      clock,
      report: errorReporting,
      versions: tenantVersions,
    })
    // every tenant's configuration loads in the background; until then each serves its tenant file
    void liveDashboard.start()
    registry = liveDashboard.tenants
    dashboard = liveDashboard.dashboard
  } else {
    dashboard = createDashboardFixture({
      tenants: () => tenants,
      clock,
      carById: async (websiteId, carId) => {
        const tenant = tenants.find((t) => t.site.id === websiteId)
        return (tenant && demoInventory && (await demoInventory.carById(tenant.site, carId))) || false
      },
    })
  }

  // ── search: the index, listings and car pages ──
  let inventory: InventoryPort
  let search: SearchPort
  let searchGrants: SearchGrantPort
  if (adapters.search === 'meilisearch' && live) {
    const hosted = createMeilisearchSearch({
      apiKey: live.MEILISEARCH_API_KEY!,
      defaultHost: live.MEILISEARCH_HOST!,
      clock,
    })
    search = hosted
    searchGrants = createMeilisearchGrants(tokenSettings(live))
    inventory = createDashboardInventory({
      dashboard,
      search: () => hosted,
      clock,
      reservations: store.carReservations,
      listedTtlMs: siteConfigTtlMs(live.SITE_CONFIG_TTL_SECONDS),
    })
  } else {
    // Demo stock is generated relative to start-up, so 'sold 2 days ago' stays inside the sold window.
    const stockEpoch = clock.now()
    const demo = createDemoInventory({
      tenants,
      reservations: store.carReservations,
      versions: tenantVersions,
      clock,
      generate: (tenant) => generateStock(tenant, { nowMs: stockEpoch }),
    })
    demoInventory = demo
    inventory = demo
    search = createEmbeddedSearch({ stock: demo, clock })
    searchGrants = createProxyGrants()
  }

  // ── lookup and events ──
  const vehicleLookup: VehicleLookupPort =
    adapters.lookup === 'rest' && live
      ? buildLiveVehicleLookup(live)
      : createDemoVehicleLookup({ currentYear: () => new Date(clock.now()).getUTCFullYear() })
  const vehicleEvents: VehicleEventsPort | null =
    adapters.events === 'rest' && live ? buildLiveVehicleEvents(live, { clock }) : null

  // ── payments ──
  if (adapters.payments === 'providers') {
    // a tenant whose payment provider this server holds no credentials for is named once, with what is missing
    for (const line of paymentSetupWarnings(
      tenants.map((t) => t.site),
      live,
    ))
      warnOnce(line)
  }

  let leads: LeadAdapters | undefined
  const uploadsDir = join(dataDir, 'uploads')
  const uploads = createUploads({
    store: createDiskUploadStore(uploadsDir),
    signer: createHmacUploadSigner(uploadSecret(env, uploadsDir)),
    newId: randomUploadId,
    clock,
    limiter: store.rateLimiter('uploads', UPLOAD_RATE_LIMIT),
  })
  const captcha = buildCaptchaAdapters(adapters.captcha === 'turnstile' ? live : null, {
    // the process's local challenge: the local captcha adapter uses it for every tenant, Turnstile for tenants
    // without a site key (the composition is built once a process)
    local: createSignedChallenge({ secret: readCaptchaSecret(env) }),
    sites: () => tenants.map((t) => t.site),
    passedTokens: store.passedTokens,
  })
  let vehicle: VehicleServices | undefined
  const services: Services = {
    mode: selection.preset,
    selection,
    mocked: mockedPorts(selection),
    live,
    errorReportingDsn: sentryDsn,
    directSearchHost: adapters.search === 'meilisearch' && live ? (tokenSettings(live)?.defaultHost ?? null) : null,
    tenants: registry,
    dataDir,
    assetsDir: env.TENANT_ASSETS_DIR ?? resolve(tenantsDir, '../assets'),
    db,
    store,
    clock,
    inventory: bumpingOnReserve(inventory, tenantVersions),
    tenantVersions,
    demoInventory,
    search: timedSearch(search),
    searchGrants,
    dashboard,
    vehicleLookup,
    vehicleEvents,
    captcha,
    pendingSweep:
      adapters.payments === 'providers' && hooks.sweep && backgroundJobs === 'on'
        ? startPendingSweepLoop({
            intervalMs: live?.PAYMENT_SWEEP_SECONDS
              ? Number(live.PAYMENT_SWEEP_SECONDS) * 1000
              : PENDING_SWEEP_INTERVAL_MS,
            clock,
            timers: nodeTimers,
            sweep: (nowMs) => hooks.sweep!(services, nowMs),
          })
        : null,
    uploadSweep:
      backgroundJobs === 'on'
        ? startPendingSweepLoop({
            name: '[uploads] sweep of files no lead took',
            intervalMs: UPLOAD_SWEEP_INTERVAL_MS,
            clock,
            timers: nodeTimers,
            sweep: () => uploads.sweep(),
          })
        : null,
    describe: [
      ...describeSelection(selection),
      `store: ${store.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'embedded SQLite (DATA_DIR)'}`,
    ],
    uploads,
    // ── leads ──
    get leads() {
      leads ??= createLeadAdapters({
        adapter: adapters.leads,
        live,
        tenants: registry.all,
        database: postgres ?? join(dataDir, 'leads.sqlite'),
        synchronous: leadsSynchronous.value,
        deliver: backgroundJobs === 'on',
        signal: postgres ? createPostgresOutboxSignal(postgres) : createProcessOutboxSignal(process),
        delivery: { pollIntervalMs: pollSeconds * 1000 },
        wrapGateway: (gateway) => uploads.withLinks(gateway),
      })
      return leads
    },
    get vehicle() {
      vehicle ??= buildVehicleServices({
        adapters,
        live,
        db,
        authStore: store.auth,
        intents: store.intents,
        sessionSecret: env.SESSION_SECRET ?? null,
        clock,
        siteOf: (slug) => registry.bySlug(slug)?.site,
      })
      return vehicle
    },
  }
  return services
}
