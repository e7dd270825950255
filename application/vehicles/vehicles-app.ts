import { createSignIn, signInCodeLimits, type SignIn } from '@application/auth/sign-in.ts'
import { createPaymentNotifications, type PaymentNotifications } from '@application/checkout/payment-notifications.ts'
import { createPendingSweep, type PendingSweep } from '@application/checkout/pending-sweep.ts'
import { createReservations, reservationLimits, type Reservations } from '@application/checkout/reservations.ts'
import { createQaStock } from '@application/vehicles/qa-stock.ts'
import { createReservationLeads } from '@application/checkout/reservation-lead.ts'
import { createSavedCars, type SavedCarsOf } from '@application/vehicles/saved-cars.ts'
import { createTracking, TRACKING_RATE_LIMIT, type Track } from '@application/vehicles/tracking.ts'
import { createTradeIn, type TradeIn } from '@application/vehicles/trade-in.ts'
import { createVehicleDetail, type VehicleDetailOf } from '@application/vehicles/vehicle-detail.ts'
import { createVehicleLookups, LOOKUP_RATE_LIMIT, type VehicleLookups } from '@application/vehicles/vehicle-lookups.ts'
import { SESSION_TTL_MS } from '@adapters/auth-local/local-auth.ts'
import { vehicleSocialImageUrl } from '@domain/images/vehicle-picture.ts'
import type { Ports } from './ports.server.ts'
import type { SharedStore } from './store.server.ts'
import { warnOnce } from './payment-setup.ts'
import { log } from '../ops/log.ts'
import { LOOKUP_TIMEOUT_MS } from './vehicle-services.server.ts'

/** The vehicles use cases: vehicle pages, reserve online and payments, sign-in and the garage, lookups, tracking. */
export interface VehiclesApp {
  /** the detail page's data (found, moved to the template's path, or not found) */
  readonly detail: VehicleDetailOf
  /** the garage's saved cars by id */
  readonly savedCars: SavedCarsOf
  /** the trade-in page's context and its rego lookup */
  readonly tradeIn: TradeIn
  /** POST /api/nevdis, /api/simple-autograb-lookup, /api/trade-in-lookup */
  readonly lookups: VehicleLookups
  /** phone reveal and car phone call tracking */
  readonly track: Track
  /** reserve online: the reserve page and every step of a reservation */
  readonly reservations: Reservations
  /** Stripe webhooks and Till callbacks */
  readonly notifications: PaymentNotifications
  /** one sweep of the reservations whose 3-D Secure step nobody resumed (null: no sweep with local payments) */
  readonly sweepPending: PendingSweep | null
  /** sign-in codes, the session and the server-kept watchlist */
  readonly signIn: SignIn
  /** QA's list of the stock with each car's detail-page branch (null on a live site) */
  readonly qaStock: ReturnType<typeof createQaStock>
}

/** The ports the vehicles use cases use, and the settings they read. */
export type VehiclesPorts = Pick<
  Ports,
  'inventory' | 'clock' | 'tenants' | 'vehicle' | 'vehicleLookup' | 'vehicleEvents' | 'leads'
> & {
  readonly store: Pick<SharedStore, 'rateLimiter' | 'seenEvents'>
  /** sign-in codes are kept for QA's mailbox (the `mailbox` mail adapter); emailed codes are never shown */
  readonly mailbox: boolean
  /** how long the lookup routes wait for the lookup service (VEHICLE_LOOKUP_TIMEOUT_MS) */
  readonly lookupTimeoutMs: number
  /** whether QA's stock list answers: demo and mock, and live behind a QA token (web/server/http/qa-gate.ts) */
  readonly qaStock: boolean
}

/** Builds the vehicles use cases from their ports, once, in the composition root. */
export function composeVehicles(ports: VehiclesPorts): VehiclesApp {
  const { inventory, clock, tenants, vehicle, vehicleLookup, leads, store } = ports
  const reservations = createReservations({
    inventory,
    payments: vehicle.payments,
    warn: (line) => warnOnce(line),
    limits: reservationLimits(store.rateLimiter),
    clock,
    // a reservation's buyer reaches the dealer through the lead intake's store and outbox (opened on first use)
    sendLead: createReservationLeads({
      store: {
        create: (input) => leads().store.create(input),
        leadIdOfRequestKey: (tenant, key) => leads().store.leadIdOfRequestKey(tenant, key),
      },
      clock,
      onAccepted: () => {
        leads().delivery.kick()
        leads().announce()
      },
      reportFailure: (error) => log.error({ err: error }, 'reservation lead not written'),
    }),
  })
  return {
    detail: createVehicleDetail({ inventory, clock, socialImageUrl: vehicleSocialImageUrl }),
    savedCars: createSavedCars({ inventory }),
    tradeIn: createTradeIn({ inventory, lookup: vehicleLookup, timeoutMs: LOOKUP_TIMEOUT_MS }),
    lookups: createVehicleLookups({
      lookup: vehicleLookup,
      timeoutMs: ports.lookupTimeoutMs,
      now: () => clock.now(),
      limiter: store.rateLimiter('lookups', LOOKUP_RATE_LIMIT),
    }),
    track: createTracking({
      store: vehicle.tracking,
      events: ports.vehicleEvents,
      clock,
      inventory,
      limiter: store.rateLimiter('tracking', TRACKING_RATE_LIMIT),
    }),
    reservations,
    notifications: createPaymentNotifications({
      tenants,
      payments: vehicle.payments,
      reservations,
      clock,
      stripe: vehicle.stripeWebhook,
      till: vehicle.tillCallback,
      seen: store.seenEvents,
    }),
    sweepPending: vehicle.pendingReservations
      ? createPendingSweep({ tenants, payments: vehicle.payments, pending: vehicle.pendingReservations, reservations })
      : null,
    signIn: createSignIn({
      auth: vehicle.auth,
      sessionTtlMs: SESSION_TTL_MS,
      // codes emailed (SMTP) are never shown; the demo mailbox is QA's only way in
      mailbox: ports.mailbox ? (tenant) => vehicle.deliveredCodes(tenant) : null,
      codeLimits: signInCodeLimits(store.rateLimiter),
      clock,
    }),
    qaStock: createQaStock({ inventory, clock, enabled: ports.qaStock }),
  }
}
