import type { TenantsPort } from '@domain/ports/tenants.port.ts'
import { createSiteContext } from '@application/site/site-context.ts'
import { createStockSummaries } from '@application/site/stock-summaries.ts'
import { buildServices, type Services } from './ports.server.ts'
import { composeSearch, type SearchApp } from './search.server.ts'
import { composeVehicles, type VehiclesApp } from './vehicles.server.ts'
import { composeLeads, type LeadsApp } from './leads.server.ts'
import type { Uploads } from '@application/uploads/uploads.ts'
import { composeContent, type ContentApp } from './content.server.ts'
import { composeOps, type OpsApp } from './ops.server.ts'
import type { TenantVersionPort } from '@domain/ports/tenant-version.port.ts'
import type { BrowserReach } from '../http/csp-sources.ts'
import { remoteImageHosts } from './content.server.ts'
import { tillScriptUrl } from './payment-setup.ts'
import { processEnvironment } from './environment.ts'
import { qaGate, type QaGate } from '../http/qa-gate.ts'
import { publicSearch } from '@application/search/public-search.ts'

/**
 * The server's composition root: reads the environment once, builds every port's adapter (ports.server.ts) and
 * every use case from them, once. The server entry hands the result to each request as its context
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

let composed: { readonly app: ServerApp; readonly services: Services } | undefined

/** The application of this process, composed on first call from `env` (later calls answer the same one). */
export function composeServer(env: Readonly<Record<string, string | undefined>> = processEnvironment()): ServerApp {
  return compose(env).app
}

/**
 * The application and the ports it was built from: for tests that boot the whole server in process and need to
 * look at an adapter (the demo stock, the clock). Request handlers only ever get the application.
 */
export function composeServerWithPorts(env: Readonly<Record<string, string | undefined>> = processEnvironment()): {
  readonly app: ServerApp
  readonly services: Services
} {
  return compose(env)
}

function compose(env: Readonly<Record<string, string | undefined>>): {
  readonly app: ServerApp
  readonly services: Services
} {
  if (composed) return composed
  const services = buildServices(env, {
    sweep: (services, nowMs) => composeVehicles(services).sweepPending?.({ nowMs }) ?? Promise.resolve(),
  })
  const summaries = createStockSummaries({ inventory: services.inventory })
  // the one search every public answer is made from (listings, POST /api/search, home, model pages): payment
  // processors' keys withheld (application/search/public-search.ts); the checkout reads cars from the inventory
  const shown: Services = { ...services, search: publicSearch(services.search) }
  const app: ServerApp = {
    siteContext: createSiteContext({
      tenants: services.tenants,
      summaries,
      wiring: {
        mode: services.mode,
        mocked: services.mocked,
        mockLeads: services.selection.adapters.leads === 'mock',
        hostedCaptcha: services.selection.adapters.captcha === 'turnstile',
        errorReportingDsn: services.errorReportingDsn,
      },
    }),
    tenants: services.tenants,
    search: composeSearch(shown, summaries),
    vehicles: composeVehicles(services),
    leads: composeLeads(services),
    content: composeContent(shown, summaries),
    uploads: services.uploads,
    tenantVersions: services.tenantVersions,
    describe: services.describe,
    ops: composeOps(services),
    browserReach: {
      mode: services.mode,
      directSearchHost: services.directSearchHost,
      errorReportingDsn: services.errorReportingDsn,
      imageHosts: services.live ? remoteImageHosts(services.live.IMAGE_REMOTE_HOSTS) : [],
      payments: services.selection.adapters.payments === 'providers',
      tillScriptUrl: tillScriptUrl(services.live),
      hostedCaptcha: services.selection.adapters.captcha === 'turnstile',
    },
    qa: qaGate(services.selection.preset, services.live?.QA_TOKEN),
  }
  composed = { app, services }
  return composed
}
