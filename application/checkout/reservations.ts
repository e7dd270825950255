import { sellsOnline } from '@domain/tenancy/feature-flags.ts'
import type { Car } from '@domain/cars/car.schema.ts'
import type { InventoryPort } from '@domain/ports/inventory.port.ts'
import type {
  PaymentConfirmation,
  PaymentPort,
  ReconcileOptions,
  ReservationIntent,
} from '@domain/ports/payments.port.ts'
import type { PaymentProvider, SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { depositAmountCents, isReservable } from '@domain/pricing/reservable.ts'
import { BLOCKER_MESSAGES, reservationBlockers } from '@domain/pricing/reserve-blockers.ts'
import { checkoutPath } from '@domain/links/vehicle-paths.ts'
import { cardEntryKeyOf, providerCode } from '@domain/payments/card-entry-key.ts'
import { publicCar } from '@domain/cars/public-car.ts'
import { isAllowedSlug } from '../vehicles/vehicle-detail.ts'
import { withIntentLock } from './intent-lock.ts'
import type { CardEntry, ReservePayments } from './reserve-payments.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { RateLimiter, RateLimitPolicy } from '@domain/ports/rate-limiter.port.ts'
import { sharedLimit, takeShared, type SharedLimit, type SharedLimitPolicy } from '../kernel/shared-limit.ts'
import {
  BUYER_DETAILS_MESSAGE,
  checkReservationBuyer,
  phoneRulesOf,
  type BuyerErrors,
  type BuyerInput,
} from '@domain/payments/reservation-buyer.ts'
import type { SendReservationLead } from './reservation-lead.ts'

export type CheckoutVariant = 'checkout' | 'buy-online'

export interface CheckoutView {
  readonly car: Car
  readonly variant: CheckoutVariant
  /** why the car cannot be reserved; empty when it can */
  readonly blockers: readonly string[]
  readonly depositCents: number | null
  readonly provider: PaymentProvider | null
  /** the demo card form, or the provider's own (decided by the payments adapter this server runs) */
  readonly cardEntry: CardEntry['kind']
  /**
   * this shopper's own finished reservation of the car (named by their return address or their reservation
   * cookie): the page opens on "Reserved" instead of "already reserved"
   */
  readonly reservation: OwnReservation | null
}

export interface OwnReservation {
  readonly id: string
  readonly amountCents: number
}

/** Which of the shopper's reservation ids the page may show: the return address's, then the cookie's for the car. */
export interface ReservationHints {
  readonly intentId?: string | null
  readonly cookie?: (carId: string) => string | null | undefined
}

/** The cookie remembering, in this browser, which reservation of a car is the shopper's own. */
export const reservationCookieName = (carId: string): string => `reserved_${carId}`
/** How long a reload keeps showing the shopper's own reservation. */
export const RESERVATION_COOKIE_SECONDS = 30 * 24 * 60 * 60

export type CheckoutAnswer = { readonly kind: 'ok'; readonly view: CheckoutView } | { readonly kind: 'not_found' }

/**
 * A reservation step's answer. `ok: false` with `intent.nextAction` set is not a failure: the shopper's bank
 * must verify them first (the page runs the action, then calls `resumeReservation`).
 */
export type ReservationAnswer =
  | { readonly ok: true; readonly intent: ReservationIntent }
  | {
      readonly ok: false
      readonly message: string
      readonly intent: ReservationIntent | null
      /** the buyer's details the server refused, each with why (the reserve page shows them by their fields) */
      readonly fieldErrors?: BuyerErrors
    }

/** Where a provider that redirects for 3-D Secure sends the shopper back: this site, as the shopper reached it. */
export interface ReturnTo {
  /** `https://{host}` of the request (its Host resolved to this tenant) */
  readonly origin: string
  readonly variant: CheckoutVariant
}

export const TAKEN_MESSAGE =
  'Sorry, this vehicle has just been reserved by someone else. Your card has not been charged.'
export const CHANGED_MESSAGE = 'The deposit for this vehicle has changed. Please start your reservation again.'
export const UNKNOWN_RESERVATION = 'We could not find that reservation. Please start again.'
export const NO_CARD_FORM_MESSAGE =
  'Online payment is not set up on this website yet. Please call the dealer to reserve.'
export const VERIFY_MESSAGE = 'Your bank needs to verify this payment.'
export const CARD_NEEDED_MESSAGE = 'Please enter your card details to pay the deposit.'
/** Shown when a tenant's provider cannot be used on this server (its secret credentials are not set). */
export const RESERVE_UNAVAILABLE_MESSAGE =
  'Online reservation is not available for this vehicle right now. Please contact the dealer.'

export const TOO_MANY_STARTS_MESSAGE =
  'Too many reservations have been started from this connection. Please wait a while and try again, or call the dealer.'
export const CAR_BUSY_MESSAGE =
  'This vehicle has had too many reservation attempts just now. Please try again later or call the dealer.'
export const TOO_MANY_CARDS_MESSAGE =
  'Too many cards were tried for this reservation, so it has been cancelled. No card has been charged. Please start again later or call the dealer.'

/**
 * Reserve online's limits (each reservation begun opens a provider intent; each card tried is a provider call):
 * one client address begins 10 at once, then 10 an hour, whatever the cars; one car is begun by one client 3 times
 * at once, then 3 an hour (its share), and by everyone together 60 times at once, then 60 an hour (a safety net
 * that only 20 or more clients together can empty, so no one client can block a car for others); one reservation
 * takes 5 cards, the sixth ends it (the hold, if any, released).
 */
export const STARTS_PER_CLIENT = { capacity: 10, refillPerMinute: 10 / 60 } as const
export const STARTS_PER_CAR: SharedLimitPolicy = {
  share: { capacity: 3, refillPerMinute: 3 / 60 },
  overall: { capacity: 60, refillPerMinute: 1 },
}
export const CARDS_PER_RESERVATION = { capacity: 5, refillPerMinute: 1 / 60 } as const

/** The notification routes (web/routes/api/payments.*.ts). */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe-webhook'
export const TILL_CALLBACK_PATH = '/api/payments/till-callback'

const RESERVATION_ID = /^res_[A-Za-z0-9]{1,64}$/

/** Where a provider that notifies (Till's callback) posts the outcome: this site's notification route. */
export const notifyUrlOf = (returnTo: ReturnTo, provider: PaymentProvider): string | null =>
  provider === 'Till' ? `${returnTo.origin}${TILL_CALLBACK_PATH}` : null

/** `{origin}/cars/{slug}/{checkout|buy-online}`: the reserve page as the shopper reached it. */
export function pageUrlOf(returnTo: ReturnTo, carSlug: string): string {
  const path =
    returnTo.variant === 'buy-online' ? `/cars/${encodeURIComponent(carSlug)}/buy-online` : checkoutPath(carSlug)
  return `${returnTo.origin}${path}`
}

/** `{origin}/cars/{slug}/{checkout|buy-online}?intent={id}&return=1`: the page that finishes a verified payment. */
export function returnUrlOf(returnTo: ReturnTo, carSlug: string, intentId: string): string {
  return `${pageUrlOf(returnTo, carSlug)}?${new URLSearchParams({ intent: intentId, return: '1' })}`
}

/** Where a reservation was begun: the page (null when the request named no host) and the shopper's browser. */
export interface BegunFrom {
  readonly returnTo: ReturnTo | null
  readonly userAgent: string | null
}

const notAuthorised = (intent: ReservationIntent): ReservationAnswer => ({
  ok: false,
  message:
    intent.failure ??
    (intent.nextAction ? VERIFY_MESSAGE : intent.state === 'card_entry' ? CARD_NEEDED_MESSAGE : UNKNOWN_RESERVATION),
  intent,
})

export interface ReservationsDeps {
  readonly inventory: Pick<InventoryPort, 'carBySlug' | 'carById' | 'markReserved'>
  readonly payments: ReservePayments
  /** where a setup problem met by a shopper is named (once per line: the root's warn-once) */
  readonly warn: (line: string) => void
  /** STARTS_PER_CLIENT, STARTS_PER_CAR and CARDS_PER_RESERVATION, as limiters (`reservationLimits`) */
  readonly limits: ReservationLimits
  readonly clock: ClockPort
  /** the reserve car lead of a reservation once reserved (application/checkout/reservation-lead.ts) */
  readonly sendLead: SendReservationLead
}

export interface ReservationLimits {
  readonly startsPerClient: RateLimiter
  readonly startsPerCar: SharedLimit
  readonly cardsPerReservation: RateLimiter
}

/** Reserve online's limits from the store's named bucket sets (every process counts against the same buckets). */
export const reservationLimits = (
  limiter: (name: string, policy: RateLimitPolicy) => RateLimiter,
): ReservationLimits => ({
  startsPerClient: limiter('reserve-starts-per-client', STARTS_PER_CLIENT),
  startsPerCar: sharedLimit(limiter, 'reserve-starts-per-car', STARTS_PER_CAR),
  cardsPerReservation: limiter('reserve-cards-per-reservation', CARDS_PER_RESERVATION),
})

export type Reservations = ReturnType<typeof createReservations>

/**
 * Reserve online (SPEC §2 checkout): the reserve page's data, and every step that moves a reservation on, from
 * the shopper's page, a provider's notification or the pending verification sweep. Each step on one reservation
 * runs alone (intent-lock.ts).
 */
export function createReservations({
  inventory,
  payments: reservePayments,
  warn,
  limits,
  clock,
  sendLead,
}: ReservationsDeps) {
  const findCar = async (site: SiteConfig, slug: string) =>
    isAllowedSlug(slug) ? inventory.carBySlug(site, slug) : null

  /** The shopper's own reserved intent of this car among `ids`, or null (someone else's, unfinished, another car's). */
  async function ownReservation(
    site: SiteConfig,
    carId: string,
    ids: readonly (string | null | undefined)[],
  ): Promise<OwnReservation | null> {
    const provider = site.checkout.payment_provider
    const payments = provider ? reservePayments.forProvider(provider) : null
    if (!payments) return null
    for (const id of new Set(ids)) {
      if (!id || !RESERVATION_ID.test(id)) continue
      const intent = await payments.get(id)
      if (intent && intent.tenant === site.slug && intent.carId === carId && intent.state === 'reserved')
        return { id: intent.id, amountCents: intent.amountCents }
    }
    return null
  }

  async function loadCheckout(
    site: SiteConfig,
    slug: string,
    variant: CheckoutVariant,
    hints: ReservationHints = {},
  ): Promise<CheckoutAnswer> {
    if (variant === 'buy-online' && !sellsOnline(site)) return { kind: 'not_found' }
    const car = await findCar(site, slug)
    if (!car) return { kind: 'not_found' }
    const reservation = await ownReservation(site, car.id, [hints.intentId, hints.cookie?.(car.id)])
    // the car is reserved because this shopper reserved it: nothing stands in their way, there is nothing to say
    const blockers = reservation ? [] : reservationBlockers(car, site).map((b) => BLOCKER_MESSAGES[b])
    return {
      kind: 'ok',
      view: {
        car: publicCar(car),
        variant,
        blockers,
        depositCents: reservation
          ? reservation.amountCents
          : blockers.length === 0
            ? depositAmountCents(car, site)
            : null,
        provider: site.checkout.payment_provider,
        cardEntry: reservePayments.cardEntry.kind,
        reservation,
      },
    }
  }

  /**
   * Opens an intent for the deposit the server computes from the car (whatever the browser thinks it is), within
   * the client's and the car's limits (`client`: the address the request came from), for the buyer whose name, email
   * and phone the page sent (checked first: refused details open nothing and count against no limit).
   */
  async function startReservation(
    site: SiteConfig,
    slug: string,
    client: string,
    buyerInput: BuyerInput,
    begunFrom: BegunFrom = { returnTo: null, userAgent: null },
  ): Promise<ReservationAnswer> {
    const checked = checkReservationBuyer(buyerInput, phoneRulesOf(site))
    if (!checked.ok) return { ok: false, message: BUYER_DETAILS_MESSAGE, intent: null, fieldErrors: checked.errors }
    if (!(await limits.startsPerClient.take(`reserve|${client}`, clock.now())).ok)
      return { ok: false, message: TOO_MANY_STARTS_MESSAGE, intent: null }
    const car = await findCar(site, slug)
    if (!car) return { ok: false, message: UNKNOWN_RESERVATION, intent: null }
    const blockers = reservationBlockers(car, site)
    if (blockers.length > 0 || !site.checkout.payment_provider) {
      return { ok: false, message: BLOCKER_MESSAGES[blockers[0] ?? 'no_provider'], intent: null }
    }
    const provider = site.checkout.payment_provider
    const payments = reservePayments.forProvider(provider)
    if (!payments) {
      // this server holds no secret credentials for the provider: say so before any provider intent is opened
      const line = reservePayments.setupWarning(site)
      if (line) warn(line)
      return { ok: false, message: RESERVE_UNAVAILABLE_MESSAGE, intent: null }
    }
    const { cardEntry } = reservePayments
    const publishableKey = cardEntryKeyOf(site, provider, car)
    if (cardEntry.kind === 'provider' && publishableKey === null) {
      // without it the provider's card form cannot start: refuse before a provider intent is opened
      warn(
        `[checkout] ${site.slug}: no publishable key for ${provider}; set third_party_keys.${providerCode(provider)}_publishable_key`,
      )
      return { ok: false, message: NO_CARD_FORM_MESSAGE, intent: null }
    }
    const ofCar = await takeShared(limits.startsPerCar, `reserve|${site.slug}|${car.id}`, client, clock.now())
    if (!ofCar.ok)
      // the client's own share of the car: told as its other starts are; the car's safety net: the car is busy
      return { ok: false, message: ofCar.by === 'share' ? TOO_MANY_STARTS_MESSAGE : CAR_BUSY_MESSAGE, intent: null }
    const intent = await payments.createIntent({
      provider,
      tenant: site.slug,
      carId: car.id,
      amountCents: depositAmountCents(car, site),
      currency: site.locale.currency.toLowerCase(),
      publishableKey,
      scriptUrl: cardEntry.kind === 'provider' && provider === 'Till' ? cardEntry.tillScriptUrl : null,
      description: `Reservation deposit: ${car.name}`,
      buyer: {
        ...checked.buyer,
        url: begunFrom.returnTo ? pageUrlOf(begunFrom.returnTo, car.slug) : null,
        userAgent: begunFrom.userAgent,
      },
    })
    return intent.state === 'failed'
      ? { ok: false, message: intent.failure ?? UNKNOWN_RESERVATION, intent }
      : { ok: true, intent }
  }

  /** This tenant's intent, or the answer that ends the step (unknown, someone else's, already reserved or failed). */
  async function ownIntent(
    site: SiteConfig,
    intentId: string,
  ): Promise<{ payments: PaymentPort; intent: ReservationIntent } | ReservationAnswer> {
    const provider = site.checkout.payment_provider
    if (!provider) return { ok: false, message: BLOCKER_MESSAGES.no_provider, intent: null }
    const payments = reservePayments.forProvider(provider)
    // a provider this server cannot reach holds none of this server's reservations
    if (!payments) return { ok: false, message: UNKNOWN_RESERVATION, intent: null }
    const intent = await payments.get(intentId)
    if (!intent || intent.tenant !== site.slug) return { ok: false, message: UNKNOWN_RESERVATION, intent: null }
    if (intent.state === 'reserved') return { ok: true, intent }
    if (intent.state === 'failed') return { ok: false, message: intent.failure ?? UNKNOWN_RESERVATION, intent }
    return { payments, intent }
  }

  /** Why the car can no longer be reserved for this intent's deposit, or null. */
  async function staleReason(
    site: SiteConfig,
    intent: ReservationIntent,
  ): Promise<{ car: Car | null; reason: string | null }> {
    const car = await inventory.carById(site, intent.carId)
    if (!car || !isReservable(car, site)) {
      return {
        car,
        reason: car?.reserved
          ? TAKEN_MESSAGE
          : car
            ? BLOCKER_MESSAGES[reservationBlockers(car, site)[0] ?? 'not_reservable']
            : UNKNOWN_RESERVATION,
      }
    }
    if (depositAmountCents(car, site) !== intent.amountCents) return { car, reason: CHANGED_MESSAGE }
    return { car, reason: null }
  }

  /**
   * A step that answers a reservation reserved (just now, or earlier: a retried notification, the page's resume after
   * a notification) sends its buyer's lead, which the lead store keeps once per reservation: a lead not written the
   * first time (the store was down) is written by the next step that meets the reservation.
   */
  async function withLead(site: SiteConfig, answer: ReservationAnswer): Promise<ReservationAnswer> {
    if (!answer.ok || answer.intent.state !== 'reserved') return answer
    const { intent } = answer
    const buyer = await reservePayments.forProvider(intent.provider)?.buyer(intent.id)
    if (buyer) await sendLead({ site, intent, buyer, car: () => inventory.carById(site, intent.carId) })
    return answer
  }

  /** An authorised intent becomes a reservation when the stock source accepts it; else its hold is released. */
  async function reserve(
    site: SiteConfig,
    payments: PaymentPort,
    intent: ReservationIntent,
    carId: string,
  ): Promise<ReservationAnswer> {
    if (!(await inventory.markReserved(site, carId, intent.id))) {
      return { ok: false, message: TAKEN_MESSAGE, intent: await payments.cancel(intent.id, TAKEN_MESSAGE) }
    }
    return { ok: true, intent: await payments.markReserved(intent.id) }
  }

  /**
   * Places the hold and reserves the car. The stock source has the last word: when it refuses (someone else
   * reserved first) the hold is released and the shopper told so. The car and its deposit are checked before
   * any hold is placed. When the issuer asks for 3-D Secure the answer carries `intent.nextAction`.
   */
  function confirmReservation(
    site: SiteConfig,
    intentId: string,
    confirmation: PaymentConfirmation,
    returnTo: ReturnTo | null = null,
  ): Promise<ReservationAnswer> {
    return withIntentLock(intentId, async () => withLead(site, await confirmStep()))
    async function confirmStep(): Promise<ReservationAnswer> {
      const own = await ownIntent(site, intentId)
      if ('ok' in own) return own
      const { payments, intent } = own
      const { car, reason } = await staleReason(site, intent)
      if (reason !== null || !car) {
        const message = reason ?? UNKNOWN_RESERVATION
        return { ok: false, message, intent: await payments.cancel(intentId, message) }
      }
      const returnUrl = returnTo ? returnUrlOf(returnTo, car.slug, intent.id) : null
      const notifyUrl =
        returnTo && reservePayments.notificationsEnabled(intent.provider)
          ? notifyUrlOf(returnTo, intent.provider)
          : null
      if (
        intent.state !== 'authorised' &&
        !(await limits.cardsPerReservation.take(`card|${intentId}`, clock.now())).ok
      ) {
        return {
          ok: false,
          message: TOO_MANY_CARDS_MESSAGE,
          intent: await payments.cancel(intentId, TOO_MANY_CARDS_MESSAGE),
        }
      }
      const authorised =
        intent.state === 'authorised'
          ? intent
          : await payments.authorise(intentId, confirmation, { returnUrl, notifyUrl })
      if (authorised.state !== 'authorised') return notAuthorised(authorised)
      return reserve(site, payments, authorised, car.id)
    }
  }

  /**
   * Finishes a reservation once `advance` has asked the provider how its card ended: the provider, never the
   * browser or a notification's body, says whether the hold is placed; then the car is checked again (it may
   * have gone meanwhile, and the hold is released) and reserved. A reservation already reserved or failed is
   * answered as it is, so finishing it twice changes nothing. `due`, checked once the reservation's turn comes,
   * says whether the step still applies (the sweep's choice may be stale by then); without it, it always does.
   */
  function finish(
    site: SiteConfig,
    intentId: string,
    advance: (payments: PaymentPort) => Promise<ReservationIntent>,
    due: () => boolean | Promise<boolean> = () => true,
  ): Promise<ReservationAnswer> {
    return withIntentLock(intentId, async () => withLead(site, await finishStep()))
    async function finishStep(): Promise<ReservationAnswer> {
      const own = await ownIntent(site, intentId)
      if ('ok' in own) return own
      if (!(await due())) return notAuthorised(own.intent)
      const { payments } = own
      const intent = own.intent.state === 'card_entry' ? await advance(payments) : own.intent
      if (intent.state === 'failed') return { ok: false, message: intent.failure ?? UNKNOWN_RESERVATION, intent }
      if (intent.state !== 'authorised') return notAuthorised(intent)
      const { car, reason } = await staleReason(site, intent)
      if (reason !== null || !car) {
        const message = reason ?? UNKNOWN_RESERVATION
        return { ok: false, message, intent: await payments.cancel(intentId, message) }
      }
      return reserve(site, payments, intent, car.id)
    }
  }

  /** After the shopper's bank verified them (Stripe.js in the page, or Till's redirect back to the return URL). */
  function resumeReservation(site: SiteConfig, intentId: string): Promise<ReservationAnswer> {
    return finish(site, intentId, (payments) => payments.resume(intentId))
  }

  /**
   * After a provider's verified notification about this reservation (`reference`: the provider's name for the
   * attempt it is about): finishes it exactly as the shopper's page would, whether or not the page is still open.
   */
  function notifiedReservation(site: SiteConfig, intentId: string, reference: string): Promise<ReservationAnswer> {
    return finish(site, intentId, (payments) => payments.reconcile(intentId, reference))
  }

  /**
   * The pending verification sweep's step for a reservation whose verification nobody resumed (the shopper passed
   * 3-D Secure and closed the tab; a provider notification was lost): finishes it exactly as the shopper's page or
   * a notification would. `due` is checked once the reservation's turn comes; `onProviderError` hears of a
   * provider that could not be asked (the reservation is left as it was, for the next sweep).
   */
  function sweptReservation(
    site: SiteConfig,
    intentId: string,
    due: () => boolean | Promise<boolean>,
    onProviderError?: ReconcileOptions['onProviderError'],
  ): Promise<ReservationAnswer> {
    return finish(
      site,
      intentId,
      (payments) => payments.reconcile(intentId, null, onProviderError ? { onProviderError } : {}),
      due,
    )
  }

  /**
   * The sweep's step for a verification past the provider's window: the reservation ends with `reason` and any hold
   * placed or still pending is released (the car stays available). Only while `due` still says so once the
   * reservation's turn comes, and only while a verification is still pending: one finished meanwhile is answered
   * as it is.
   */
  function expiredReservation(
    site: SiteConfig,
    intentId: string,
    reason: string,
    due: () => boolean | Promise<boolean>,
  ): Promise<ReservationAnswer> {
    return withIntentLock(intentId, async () => {
      const own = await ownIntent(site, intentId)
      if ('ok' in own) return own
      const { payments, intent } = own
      if (intent.state !== 'card_entry' || intent.nextAction === null || !(await due())) return notAuthorised(intent)
      const ended = await payments.cancel(intentId, reason)
      return { ok: false, message: ended.failure ?? reason, intent: ended }
    })
  }

  return {
    /** the reserve page's data; `hints` name the shopper's own reservation (return address, cookie) */
    load: loadCheckout,
    start: startReservation,
    confirm: confirmReservation,
    resume: resumeReservation,
    notified: notifiedReservation,
    swept: sweptReservation,
    expired: expiredReservation,
  }
}
