import type { LeadGatewayPort, LeadOutboxPort, LeadStorePort, OutboxSignalPort } from '@domain/ports/leads.port.ts'
import type { Postgres } from '@adapters/store-postgres/database.ts'
import { createPostgresLeadStore } from '@adapters/store-postgres/lead-store.ts'
import { createPostgresLeadInbox } from '@adapters/store-postgres/lead-inbox.ts'
import type { LeadDelivery } from '@domain/ports/leads.port.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { routeByDestination } from '@application/leads/route-by-destination.ts'
import { openDatabase, type Database } from '@adapters/store-sqlite/database.ts'
import { createSqliteLeadStore } from '@adapters/store-sqlite/lead-store.ts'
import {
  startLeadDelivery,
  type LeadDeliveryLoop,
  type LeadDeliveryOptions,
} from '@adapters/store-sqlite/lead-delivery.ts'
import { createLocalLeadGateway, type LocalLeadGateway } from '@adapters/leads-local/local-lead-gateway.ts'
import { dashboardLeadGatewayFromSettings } from '@adapters/leads-dashboard/settings.ts'
import { carClarityLeadGatewayFromSettings } from '@adapters/leads-carclarity/settings.ts'
import type { LeadsSynchronous, LiveSettings } from './environment.ts'
import type { AdapterOf } from './adapter-choice.ts'
import { log } from '../ops/log.ts'
import { countDeliveryFailure } from '../ops/metrics.ts'

const LOCAL_DELIVERY_CONCURRENCY = 64
/**
 * A local inbox write answers at once: an attempt still open after this long belongs to a process that died, and its
 * claim lapses after twice this, so another instance on the same store delivers the version soon after.
 */
const LOCAL_ATTEMPT_TIMEOUT_MS = 5_000

/**
 * On PostgreSQL, while leads keep arriving, the loop claims at most this often (a lead after a quiet spell is claimed
 * at once): under load one claim, one batch of receipts and one of marks then carry the leads of this long, instead
 * of a claim and its bookkeeping for every few, which cost more statements than the leads' own writes. Not on SQLite:
 * its claims and marks run on the event loop, and larger ones lengthened the leads' tail there (bench:leads).
 */
const POSTGRES_CLAIM_INTERVAL_MS = 50

/** The leads port's adapters: the durable outbox, where it delivers to, and the loop that delivers. */
export interface LeadAdapters {
  /** local: the inbox at /mock/leads; mock: the same, with lead calls under /mock/api; crm: the dealer's CRM */
  readonly adapter: AdapterOf<'leads'>
  readonly store: LeadStorePort & LeadOutboxPort
  /** the local inbox the leads are delivered to (/mock/leads); null when they go to the CRM */
  readonly inbox: LocalLeadGateway | null
  readonly delivery: LeadDeliveryLoop
  /** tells the deployment's delivering process that this one stored a lead (its own loop is kicked directly) */
  announce(): void
  /** stops the delivery loop (in-flight attempts are released for the next start) and closes the database */
  close(): Promise<void>
}

export interface LeadAdaptersInput {
  readonly adapter: AdapterOf<'leads'>
  readonly live: LiveSettings | null
  /** the tenants whose leads may go to Car Clarity (start-up names them when it is not configured) */
  readonly tenants: readonly Tenant[]
  /** the database file, an open database (shared with other stores), or PostgreSQL (DATABASE_URL; closed by its owner) */
  readonly database: string | Database | Postgres
  /** the `synchronous` of a database opened here from its file (LEADS_DB_SYNCHRONOUS; default normal) */
  readonly synchronous?: LeadsSynchronous
  readonly clock?: () => number
  /** replaces the adapter's gateway (tests, benchmarks) */
  readonly gateway?: LeadGatewayPort
  /** wraps the gateway (attachments' signed links, application/uploads) */
  readonly wrapGateway?: (gateway: LeadGatewayPort) => LeadGatewayPort
  readonly delivery?: Partial<Omit<LeadDeliveryOptions, 'outbox' | 'gateway'>>
  /** false: this process only stores leads, another one of the instance delivers them (BACKGROUND_JOBS=off) */
  readonly deliver?: boolean
  /**
   * the word of stored leads between processes (PostgreSQL's NOTIFY, or npm start's primary for the embedded
   * store): the delivering process wakes on it instead of waiting for its next poll; none: the poll alone
   */
  readonly signal?: OutboxSignalPort
}

/** The loop of a process that leaves delivery to another: nothing to kick, wait for or stop. */
const NO_DELIVERY: LeadDeliveryLoop = { kick() {}, idle: async () => {}, stop: async () => {} }

/**
 * The lead adapters for the leads adapter chosen. local/mock: outbox → local inbox table. crm: outbox → dealer CRM
 * at LEADS_API_URL, and Car Clarity at CAR_CLARITY_URL for leads whose destination is car-clarity
 * (tenants with `forms.lead_destination: 'car-clarity'`, and POST /api/carClarityCustomer). The delivery loop
 * starts here: leads accepted before a restart and not yet delivered go out at once.
 */
export function createLeadAdapters(input: LeadAdaptersInput): LeadAdapters {
  const clock = input.clock ?? Date.now
  const { store, inbox, close } = outboxOf(input, clock)
  const claimIntervalMs = isPostgres(input.database) ? POSTGRES_CLAIM_INTERVAL_MS : 0
  const chosen = input.gateway ?? inbox ?? liveGateway(input.live, input.tenants)
  const gateway = input.wrapGateway ? input.wrapGateway(chosen) : chosen
  // The local inbox is a table in the same file: many deliveries at once cost nothing, and it keeps a burst of
  // leads from queueing. A dealer CRM over HTTP gets the loop's polite default.
  const local =
    inbox && !input.gateway
      ? { concurrency: LOCAL_DELIVERY_CONCURRENCY, attemptTimeoutMs: LOCAL_ATTEMPT_TIMEOUT_MS }
      : {}
  const delivery =
    input.deliver === false
      ? NO_DELIVERY
      : startLeadDelivery({
          outbox: store,
          gateway,
          clock,
          onError: deliveryFailed,
          claimIntervalMs,
          ...local,
          ...input.delivery,
        })
  // a lead stored by another process (worker or instance) goes out at once; the loop's poll stays the fallback
  const stopListening =
    input.deliver === false || !input.signal ? async () => undefined : input.signal.listen(() => delivery.kick())
  return {
    adapter: input.adapter,
    store,
    inbox,
    delivery,
    announce: () => input.signal?.announce(),
    async close() {
      await stopListening()
      await delivery.stop()
      close()
    },
  }
}

/** The outbox and the local inbox on the database given: PostgreSQL, an open SQLite database, or a file opened here. */
function outboxOf(
  input: LeadAdaptersInput,
  clock: () => number,
): { store: LeadStorePort & LeadOutboxPort; inbox: LocalLeadGateway | null; close(): void } {
  const local = input.adapter !== 'crm'
  const { database } = input
  if (isPostgres(database)) {
    return {
      store: createPostgresLeadStore(database, { clock }),
      inbox: local ? createPostgresLeadInbox(database, clock) : null,
      close: () => undefined,
    }
  }
  const db =
    typeof database === 'string' ? openDatabase(database, { synchronous: input.synchronous ?? 'normal' }) : database
  return {
    store: createSqliteLeadStore(db, { clock }),
    inbox: local ? createLocalLeadGateway(db, clock) : null,
    close: () => {
      // biome-ignore lint/nursery/noFloatingPromises: node:sqlite's DatabaseSync.close() returns nothing; Biome's inference reads a Promise here
      if (typeof database === 'string' && db.isOpen) db.close()
    },
  }
}

const isPostgres = (database: LeadAdaptersInput['database']): database is Postgres =>
  typeof database === 'object' && 'transaction' in database

/** A failed delivery attempt: one log line (the lead's key, never its payload) and the failure counter. */
function deliveryFailed(delivery: LeadDelivery, error: unknown, permanent: boolean): void {
  countDeliveryFailure(delivery.destination)
  log.warn(
    {
      lead: delivery.idempotencyKey,
      tenant: delivery.tenant,
      destination: delivery.destination,
      permanent,
      reason: error instanceof Error ? error.message : String(error),
    },
    permanent ? 'lead delivery refused' : 'lead delivery failed, will retry',
  )
}

function liveGateway(live: LiveSettings | null, tenants: readonly Tenant[]): LeadGatewayPort {
  const crm = dashboardLeadGatewayFromSettings(live ?? {})
  if (!live?.CAR_CLARITY_URL) {
    const needing = tenants.filter((t) => t.site.forms.lead_destination === 'car-clarity').map((t) => t.site.slug)
    if (needing.length > 0) {
      console.warn(`CAR_CLARITY_URL is not set; leads for ${needing.join(', ')} will wait in the outbox until it is`)
    }
  }
  const carClarity = carClarityLeadGatewayFromSettings(live ?? {})
  return routeByDestination({ server: crm, 'car-clarity': carClarity })
}
