import type { TenantsPort } from '@domain/ports/tenants.port.ts'
import { createSiteContext } from '@application/site/site-context.ts'
import { createStockSummaries } from '@application/site/stock-summaries.ts'
import { buildAdapters, type Ports } from './ports.server.ts'
import { readConfiguration, type Configuration } from './configuration.ts'
import { startJobs, type Jobs } from './jobs.server.ts'
import { DEFAULT_ROUTE_TIMEOUT_MS, LOOKUP_TIMEOUT_MS } from './vehicle-services.server.ts'
import { composeSearch, type SearchApp } from '@application/search/search-app.ts'
import { composeVehicles, type VehiclesApp } from '@application/vehicles/vehicles-app.ts'
import { SESSION_TTL_MS } from '@adapters/auth-local/local-auth.ts'
import { log } from '../ops/log.ts'
import { composeLeads, type LeadsApp } from '@application/leads/leads-app.ts'
import type { Uploads } from '@application/uploads/uploads.ts'
import { composeContentApp, type ContentApp } from './content.server.ts'
import { composeOps, type OpsApp } from './ops.server.ts'
import type { TenantVersionPort } from '@domain/ports/tenant-version.port.ts'
import type { BrowserReach } from '../http/csp-sources.ts'
import { remoteImageHosts } from '@adapters/images-sharp/image-endpoints.ts'
import { tillScriptUrl, warnOnce } from './payment-setup.ts'
import { processEnvironment } from './process-environment.ts'
import { qaGate, type QaGate } from '../http/qa-gate.ts'
import { publicSearch } from '@application/search/public-search.ts'
import { createStockWatch } from '@application/stock-watch/stock-watch.ts'
import { hostname } from 'node:os'
import { randomUUID } from 'node:crypto'

/**
 * The server's composition root, in steps: reads the configuration from the environment (configuration.ts), builds
 * every port's adapter from it (ports.server.ts), composes every use case from the ports it names (one composer
 * per feature), then starts the jobs this process runs (jobs.server.ts). Each step once. The server entry hands the result to each request as its context
 * (request-context.ts); server functions and API routes only decode, call a use case and encode. Nothing else
 * builds an adapter or a use case.
 */
export interface ServerApp {
  /** the root of every page: which site a host is, with its configuration, stock summary and wiring */
  readonly siteContext: ReturnType<typeof createSiteContext>
  /** the tenants and which one a host names (the current configuration of each) */
  readonly tenants: TenantsPort
  /** listings, the search endpoint, tenant tokens, featured cars */
  readonly search: SearchApp
  /** vehicle pages, reserve online and payments, sign-in and the garage, lookups, tracking */
  readonly vehicles: VehiclesApp
  /** lead intake and delivery, form captchas and bookings, the QA inbox */
  readonly leads: LeadsApp
  /** content pages, SEO (robots, sitemap, origins), images */
  readonly content: ContentApp
  /** files attached to leads: POST /api/uploads, and the signed links delivered with the lead */
  readonly uploads: Uploads
  /** each tenant's version, bumped when what its pages show changes (the server entry's response cache compares it) */
  readonly tenantVersions: TenantVersionPort
  /** one line per port with its adapter, printed at start-up */
  readonly describe: readonly string[]
  /** readiness, the outbox reading for metrics, the orderly stop on SIGTERM (web/server/ops/) */
  readonly ops: OpsApp
  /** where shoppers' browsers may go beyond the site (every page's Content-Security-Policy starts from it) */
  readonly browserReach: BrowserReach
  /** who may see the QA pages and hooks under /mock: everyone on demo and mock, QA_TOKEN holders on live */
  readonly qa: QaGate
}

type Environment = Readonly<Record<string, string | undefined>>

/** What the root composed: the application, and the configuration and ports it was built from. */
interface Composed {
  readonly app: ServerApp
  readonly config: Configuration
  readonly services: Ports
  readonly jobs: Jobs
}

let composed: Composed | undefined

/** The application of this process, composed on first call from `env` (later calls answer the same one). */
export function composeServer(env: Environment = processEnvironment()): ServerApp {
  return compose(env).app
}

/**
 * The application and the ports it was built from: for tests that boot the whole server in process and need to
 * look at an adapter (the demo stock, the clock). Request handlers only ever get the application.
 */
export function composeServerWithPorts(env: Environment = processEnvironment()): Composed {
  return compose(env)
}

function compose(env: Environment): Composed {
  composed ??= composeFrom(readConfiguration(env, process.cwd()))
  return composed
}

/** The steps after the configuration: adapters, use cases, jobs. */
export function composeFrom(config: Configuration): Composed {
  const ports = buildAdapters(config)
  const { selection, live, mode } = config
  const summaries = createStockSummaries({ inventory: ports.inventory })
  // the one search every public answer is made from (listings, POST /api/search, home, model pages): payment
  // processors' keys withheld (application/search/public-search.ts); the checkout reads cars from the inventory
  const shown = publicSearch(ports.search)
  const vehicles = composeVehicles({
    ...ports,
    mailbox: selection.adapters.mail === 'mailbox',
    lookupTimeoutMs: Number(live?.VEHICLE_LOOKUP_TIMEOUT_MS ?? DEFAULT_ROUTE_TIMEOUT_MS),
    tradeInLookupTimeoutMs: LOOKUP_TIMEOUT_MS,
    sessionTtlMs: SESSION_TTL_MS,
    warn: (line) => warnOnce(line),
    reportFailure: (error) => log.error({ err: error }, 'reservation lead not written'),
    // on a live site only behind the QA token (web/server/http/qa-gate.ts), so only where one is set
    qaStock: mode !== 'live' || Boolean(live?.QA_TOKEN),
  })
  const jobs = startJobs({
    jobs: config.jobs,
    live,
    clock: ports.clock,
    sweepPending: selection.adapters.payments === 'providers' ? vehicles.sweepPending : null,
    sweepUploads: () => ports.uploads.sweep(),
    stockWatch: {
      everyMs: config.stockWatchMs,
      watch: createStockWatch({
        tenants: () => ports.tenants.all.map((t) => t.site),
        search: ports.search,
        store: ports.store.stockWatch,
        leases: ports.store.jobLeases,
        clock: ports.clock,
        holder: `${hostname()}:${process.pid}:${randomUUID()}`,
        everyMs: config.stockWatchMs,
      }),
    },
  })
  const app: ServerApp = {
    siteContext: createSiteContext({
      tenants: ports.tenants,
      summaries,
      wiring: {
        mode,
        mocked: ports.mocked,
        mockLeads: selection.adapters.leads === 'mock',
        hostedCaptcha: selection.adapters.captcha === 'turnstile',
        errorReportingDsn: ports.errorReportingDsn,
      },
    }),
    tenants: ports.tenants,
    search: composeSearch({ ...ports, search: shown }, summaries),
    vehicles,
    leads: composeLeads({
      ...ports,
      mockRoutes: selection.adapters.leads === 'mock',
      inboxOpen: selection.adapters.leads !== 'crm',
      warn: (message, context) => log.warn(context, message),
      reportFailure: (error) => log.error({ err: error }, 'lead route failed'),
    }),
    content: composeContentApp(
      {
        ...ports,
        search: shown,
        mode,
        dataDir: config.dataDir,
        assetsDir: config.assetsDir,
        remoteImageHosts: remoteImageHosts(live),
        warn: (message, context) => log.warn(context, message),
      },
      summaries,
    ),
    uploads: ports.uploads,
    tenantVersions: ports.tenantVersions,
    describe: ports.describe,
    ops: composeOps({ ...ports, jobs }),
    browserReach: {
      mode,
      directSearchHost: ports.directSearchHost,
      errorReportingDsn: ports.errorReportingDsn,
      imageHosts: remoteImageHosts(live),
      payments: selection.adapters.payments === 'providers',
      tillScriptUrl: tillScriptUrl(live),
      hostedCaptcha: selection.adapters.captcha === 'turnstile',
    },
    qa: qaGate(selection.preset, live?.QA_TOKEN),
  }
  return { app, config, services: ports, jobs }
}
