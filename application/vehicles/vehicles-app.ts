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
import type { ReservePayments } from '@application/checkout/reserve-payments.ts'
import type { StripeSignatureCheck, TillCallbackCheck } from '@application/checkout/payment-notifications.ts'
import type { DeliveredCode } from '@application/auth/sign-in.ts'
import { vehicleSocialImageUrl } from '@domain/images/vehicle-picture.ts'
import type { AuthPort } from '@domain/ports/auth.port.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { InventoryPort } from '@domain/ports/inventory.port.ts'
import type { LeadStorePort } from '@domain/ports/leads.port.ts'
import type { PendingReservationsPort } from '@domain/ports/pending-reservations.port.ts'
import type { RateLimiter, RateLimitPolicy } from '@domain/ports/rate-limiter.port.ts'
import type { SeenEventsPort } from '@domain/ports/shared-state.port.ts'
import type { TenantsPort } from '@domain/ports/tenants.port.ts'
import type { TrackingStore } from '@domain/ports/tracking-store.port.ts'
import type { VehicleEventsPort } from '@domain/ports/vehicle-events.port.ts'
import type { VehicleLookupPort } from '@domain/ports/vehicle-lookup.port.ts'

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

/** The adapters of payments, sign-in and tracking the vehicle pages use, as the root builds them. */
export interface VehicleAdapters {
  /** reserve-online payments: each provider's port (the local adapter, or the provider's API), and their settings */
  readonly payments: ReservePayments
  /** with the providers' payments: the reservations waiting for 3-D Secure, for the pending sweep; else null */
  readonly pendingReservations: PendingReservationsPort | null
  /** Stripe's webhook signature check with STRIPE_WEBHOOK_SECRET; null: webhooks are not configured */
  readonly stripeWebhook: StripeSignatureCheck | null
  /** Till's callback signature check with TILL_SHARED_SECRET; null: callbacks are not configured */
  readonly tillCallback: TillCallbackCheck | null
  readonly auth: AuthPort
  /** the demo mailbox: the codes "sent" most recently, newest first (always empty when codes are emailed) */
  deliveredCodes(tenant: string): readonly DeliveredCode[]
  /** phone reveals and calls kept on this server */
  readonly tracking: TrackingStore
}

/** Where a reservation's lead goes: the lead intake's store, and the word that wakes its delivery. */
export interface ReservationLeadOutbox {
  readonly store: Pick<LeadStorePort, 'create' | 'leadIdOfRequestKey'>
  readonly delivery: { kick(): void }
  announce(): void
}

/** The ports the vehicles use cases use, and the settings they read. */
export interface VehiclesPorts {
  readonly inventory: InventoryPort
  readonly clock: ClockPort
  readonly tenants: TenantsPort
  readonly vehicle: VehicleAdapters
  readonly vehicleLookup: VehicleLookupPort
  readonly vehicleEvents: VehicleEventsPort | null
  /** the lead outbox, opened on first use */
  readonly leads: () => ReservationLeadOutbox
  readonly store: {
    rateLimiter(name: string, policy: RateLimitPolicy): RateLimiter
    readonly seenEvents: SeenEventsPort
  }
  /** sign-in codes are kept for QA's mailbox (the `mailbox` mail adapter); emailed codes are never shown */
  readonly mailbox: boolean
  /** how long the lookup routes wait for the lookup service (VEHICLE_LOOKUP_TIMEOUT_MS) */
  readonly lookupTimeoutMs: number
  /** how long a rego lookup may take before the trade-in form carries on without it */
  readonly tradeInLookupTimeoutMs: number
  /** how long a shopper's session lasts (the auth adapter's) */
  readonly sessionTtlMs: number
  /** whether QA's stock list answers: demo and mock, and live behind a QA token (web/server/http/qa-gate.ts) */
  readonly qaStock: boolean
  /** a line for the operator, said once (a payment provider this server cannot use) */
  readonly warn: (line: string) => void
  /** a reservation's lead that could not be written */
  readonly reportFailure: (error: unknown) => void
}

/** Builds the vehicles use cases from their ports, once, in the composition root. */
export function composeVehicles(ports: VehiclesPorts): VehiclesApp {
  const { inventory, clock, tenants, vehicle, vehicleLookup, leads, store } = ports
  const reservations = createReservations({
    inventory,
    payments: vehicle.payments,
    warn: ports.warn,
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
      reportFailure: ports.reportFailure,
    }),
  })
  return {
    detail: createVehicleDetail({ inventory, clock, socialImageUrl: vehicleSocialImageUrl }),
    savedCars: createSavedCars({ inventory }),
    tradeIn: createTradeIn({ inventory, lookup: vehicleLookup, timeoutMs: ports.tradeInLookupTimeoutMs }),
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
      sessionTtlMs: ports.sessionTtlMs,
      // codes emailed (SMTP) are never shown; the demo mailbox is QA's only way in
      mailbox: ports.mailbox ? (tenant) => vehicle.deliveredCodes(tenant) : null,
      codeLimits: signInCodeLimits(store.rateLimiter),
      clock,
    }),
    qaStock: createQaStock({ inventory, clock, enabled: ports.qaStock }),
  }
}
