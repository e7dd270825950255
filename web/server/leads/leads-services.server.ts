import type { LeadGatewayPort } from '@domain/ports/leads.port.ts'
import { LeadDeliveryError } from '@domain/ports/leads.port.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { openDatabase, type Database } from '@adapters/store-sqlite/database.ts'
import { createSqliteLeadStore, type SqliteLeadStore } from '@adapters/store-sqlite/lead-store.ts'
import { startLeadDelivery, type LeadDeliveryLoop, type LeadDeliveryOptions } from '@adapters/store-sqlite/lead-delivery.ts'
import { createLocalLeadGateway, type LocalLeadGateway } from '@adapters/leads-local/local-lead-gateway.ts'
import { createDashboardLeadGateway } from '@adapters/leads-dashboard/dashboard-lead-gateway.ts'
import { createCarClarityLeadGateway } from '@adapters/leads-carclarity/car-clarity-lead-gateway.ts'
import type { LiveSettings } from '../composition/environment.ts'
import type { AdapterOf } from '../composition/adapter-choice.ts'
import type { TenantRegistry } from '../composition/tenant-registry.ts'
import { createLeadHandlers, type LeadHandlerDeps, type LeadHandlers } from './lead-handlers.server.ts'
import { createTokenBucket, LEAD_RATE_LIMIT, type RateLimiter } from './rate-limit.server.ts'
import { routeByDestination } from './route-by-destination.server.ts'

const LOCAL_DELIVERY_CONCURRENCY = 64

export interface LeadServices {
  /** local: the inbox at /mock/leads; mock: the same, with lead calls under /mock/api; crm: the dealer's CRM */
  readonly adapter: AdapterOf<'leads'>
  readonly store: SqliteLeadStore
  /** the local inbox the leads are delivered to (/mock/leads); null when they go to the CRM */
  readonly inbox: LocalLeadGateway | null
  readonly delivery: LeadDeliveryLoop
  readonly handlers: LeadHandlers
  /** stops the delivery loop (in-flight attempts are released for the next start) and closes the database */
  close(): Promise<void>
}

export interface LeadServicesInput {
  readonly adapter: AdapterOf<'leads'>
  readonly live: LiveSettings | null
  readonly tenants: Pick<TenantRegistry, 'all' | 'bySlug' | 'resolve'>
  /** the database file, or an open database (shared with other stores) */
  readonly database: string | Database
  readonly limiter?: RateLimiter
  readonly clock?: () => number
  /** replaces the mode's gateway (tests, benchmarks) */
  readonly gateway?: LeadGatewayPort
  readonly delivery?: Partial<Omit<LeadDeliveryOptions, 'outbox' | 'gateway'>>
  /** the captcha verifier of a site that shows one; absent = none (tests, benchmarks) */
  readonly captcha?: LeadHandlerDeps['captcha']
  /** where leads let in without a captcha check are logged (default console.warn) */
  readonly log?: LeadHandlerDeps['log']
}

/**
 * Wires the lead routes for the leads adapter. local/mock: outbox → local inbox table. crm: outbox → dealer CRM
 * at LEADS_API_URL, and Car Clarity at CAR_CLARITY_URL for leads whose destination is car-clarity
 * (tenants with `forms.lead_destination: 'car-clarity'`, and POST /api/carClarityCustomer).
 */
export function createLeadServices(input: LeadServicesInput): LeadServices {
  const ownsDatabase = typeof input.database === 'string'
  const db = typeof input.database === 'string' ? openDatabase(input.database) : input.database
  const clock = input.clock ?? Date.now
  const store = createSqliteLeadStore(db, { clock })
  const inbox = input.adapter === 'crm' ? null : createLocalLeadGateway(db, clock)
  const gateway = input.gateway ?? (inbox ?? liveGateway(input.live, input.tenants.all))
  // The local inbox is a table in the same file: many deliveries at once cost nothing, and it keeps a burst of
  // leads from queueing. A dealer CRM over HTTP gets the loop's polite default.
  const concurrency = inbox && !input.gateway ? LOCAL_DELIVERY_CONCURRENCY : undefined
  const delivery = startLeadDelivery({ outbox: store, gateway, clock, ...(concurrency ? { concurrency } : {}), ...input.delivery })
  const handlers = createLeadHandlers({
    mockRoutes: input.adapter === 'mock',
    store,
    clock,
    limiter: input.limiter ?? createTokenBucket(LEAD_RATE_LIMIT),
    tenantOf: (request) => tenantOfRequest(input.tenants, request),
    onAccepted: () => delivery.kick(),
    ...(input.captcha ? { captcha: input.captcha } : {}),
    ...(input.log ? { log: input.log } : {}),
  })
  return {
    adapter: input.adapter,
    store,
    inbox,
    delivery,
    handlers,
    async close() {
      await delivery.stop()
      if (ownsDatabase && db.isOpen) db.close()
    },
  }
}

/** Same rule as `requestTenant()` (site-context.server.ts), read from the Request the route was given. */
function tenantOfRequest(tenants: LeadServicesInput['tenants'], request: Request): Tenant | null {
  const target = tenants.resolve(request.headers.get('x-forwarded-host') ?? request.headers.get('host'))
  return target.kind === 'tenant' ? (tenants.bySlug(target.slug) ?? null) : null
}

function liveGateway(live: LiveSettings | null, tenants: readonly Tenant[]): LeadGatewayPort {
  if (!live?.LEADS_API_URL) throw new Error('live mode needs LEADS_API_URL for lead delivery')
  const crm = createDashboardLeadGateway({ baseUrl: live.LEADS_API_URL })
  const carClarityUrl = live.CAR_CLARITY_URL
  if (!carClarityUrl) {
    const needing = tenants.filter((t) => t.site.forms.lead_destination === 'car-clarity').map((t) => t.site.slug)
    if (needing.length > 0) {
      console.warn(`CAR_CLARITY_URL is not set; leads for ${needing.join(', ')} will wait in the outbox until it is`)
    }
  }
  const carClarity: LeadGatewayPort = carClarityUrl
    ? createCarClarityLeadGateway({ baseUrl: carClarityUrl, apiKey: live.CAR_CLARITY_API_KEY })
    : {
        // not permanent: once the variable is set and the server restarted, the waiting leads go out
        deliver: async () => {
          throw new LeadDeliveryError('CAR_CLARITY_URL is not set', { permanent: false })
        },
      }
  return routeByDestination({ server: crm, 'car-clarity': carClarity })
}
