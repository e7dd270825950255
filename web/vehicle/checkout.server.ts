import type { Car } from '@domain/cars/car.schema.ts'
import type { PaymentConfirmation, PaymentPort, ReconcileOptions, ReservationIntent } from '@domain/ports/payments.port.ts'
import type { PaymentProvider, SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { depositAmountCents, isReservable } from '@domain/pricing/reservable.ts'
import { checkoutPath } from '@domain/links/vehicle-paths.ts'
import { getServices } from '../server/composition/composition.server.ts'
import type { Mode } from '../server/composition/environment.ts'
import { cardEntryKeyOf, providerCode } from './card-entry-key.ts'
import { isAllowedSlug } from './detail.server.ts'
import { publicCar } from './public-car.ts'
import { BLOCKER_MESSAGES, reservationBlockers } from './reserve-blockers.ts'
import { missingPaymentVariables, notificationsEnabled, paymentSetupWarning, RESERVE_UNAVAILABLE_MESSAGE, TILL_CALLBACK_PATH, tillScriptUrl, warnOnce } from './payment-setup.ts'
import { withIntentLock } from './intent-lock.ts'

export type CheckoutVariant = 'checkout' | 'buy-online'

export interface CheckoutView {
  readonly car: Car
  readonly variant: CheckoutVariant
  /** why the car cannot be reserved; empty when it can */
  readonly blockers: readonly string[]
  readonly depositCents: number | null
  readonly provider: PaymentProvider | null
  readonly mode: Mode
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
  | { readonly ok: false; readonly message: string; readonly intent: ReservationIntent | null }

/** Where a provider that redirects for 3-D Secure sends the shopper back: this site, as the shopper reached it. */
export interface ReturnTo {
  /** `https://{host}` of the request (its Host resolved to this tenant) */
  readonly origin: string
  readonly variant: CheckoutVariant
}

export const TAKEN_MESSAGE = 'Sorry, this vehicle has just been reserved by someone else. Your card has not been charged.'
export const CHANGED_MESSAGE = 'The deposit for this vehicle has changed. Please start your reservation again.'
export const UNKNOWN_RESERVATION = 'We could not find that reservation. Please start again.'
export const NO_CARD_FORM_MESSAGE = 'Online payment is not set up on this website yet. Please call the dealer to reserve.'
export const VERIFY_MESSAGE = 'Your bank needs to verify this payment.'
export const CARD_NEEDED_MESSAGE = 'Please enter your card details to pay the deposit.'

const findCar = async (site: SiteConfig, slug: string) => (isAllowedSlug(slug) ? getServices().inventory.carBySlug(site, slug) : null)

const RESERVATION_ID = /^res_[A-Za-z0-9]{1,64}$/

/** The shopper's own reserved intent of this car among `ids`, or null (someone else's, unfinished, another car's). */
async function ownReservation(site: SiteConfig, carId: string, ids: readonly (string | null | undefined)[]): Promise<OwnReservation | null> {
  const provider = site.checkout.payment_provider
  const services = getServices()
  if (!provider || missingPaymentVariables(provider, services.live).length > 0) return null
  const payments = services.vehicle.payments(provider)
  for (const id of new Set(ids)) {
    if (!id || !RESERVATION_ID.test(id)) continue
    const intent = await payments.get(id)
    if (intent && intent.tenant === site.slug && intent.carId === carId && intent.state === 'reserved') return { id: intent.id, amountCents: intent.amountCents }
  }
  return null
}

export async function loadCheckout(site: SiteConfig, slug: string, variant: CheckoutVariant, hints: ReservationHints = {}): Promise<CheckoutAnswer> {
  if (variant === 'buy-online' && !site.checkout.buy_online) return { kind: 'not_found' }
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
      depositCents: reservation ? reservation.amountCents : blockers.length === 0 ? depositAmountCents(car, site) : null,
      provider: site.checkout.payment_provider,
      mode: getServices().mode,
      reservation,
    },
  }
}

/** Opens an intent for the deposit the server computes from the car (whatever the browser thinks it is). */
export async function startReservation(site: SiteConfig, slug: string): Promise<ReservationAnswer> {
  const car = await findCar(site, slug)
  if (!car) return { ok: false, message: UNKNOWN_RESERVATION, intent: null }
  const blockers = reservationBlockers(car, site)
  if (blockers.length > 0 || !site.checkout.payment_provider) {
    return { ok: false, message: BLOCKER_MESSAGES[blockers[0] ?? 'no_provider'], intent: null }
  }
  const provider = site.checkout.payment_provider
  const services = getServices()
  if (missingPaymentVariables(provider, services.live).length > 0) {
    // this server holds no secret credentials for the provider: say so before any provider intent is opened
    warnOnce(paymentSetupWarning(site, services.live)!)
    return { ok: false, message: RESERVE_UNAVAILABLE_MESSAGE, intent: null }
  }
  const publishableKey = cardEntryKeyOf(site, provider, car)
  if (services.mode === 'live' && publishableKey === null) {
    // without it the provider's card form cannot start: refuse before a provider intent is opened
    warnOnce(`[checkout] ${site.slug}: no publishable key for ${provider}; set third_party_keys.${providerCode(provider)}_publishable_key`)
    return { ok: false, message: NO_CARD_FORM_MESSAGE, intent: null }
  }
  const intent = await services.vehicle.payments(provider).createIntent({
    provider,
    tenant: site.slug,
    carId: car.id,
    amountCents: depositAmountCents(car, site),
    currency: site.locale.currency.toLowerCase(),
    publishableKey,
    scriptUrl: services.mode === 'live' && provider === 'Till' ? tillScriptUrl(services.live) : null,
    description: `Reservation deposit: ${car.name}`,
  })
  return intent.state === 'failed' ? { ok: false, message: intent.failure ?? UNKNOWN_RESERVATION, intent } : { ok: true, intent }
}

/** Where a provider that notifies (Till's callback) posts the outcome: this site's notification route. */
export const notifyUrlOf = (returnTo: ReturnTo, provider: PaymentProvider): string | null =>
  provider === 'Till' ? `${returnTo.origin}${TILL_CALLBACK_PATH}` : null

/** `{origin}/cars/{slug}/{checkout|buy-online}?intent={id}&return=1`: the page that finishes a verified payment. */
export function returnUrlOf(returnTo: ReturnTo, carSlug: string, intentId: string): string {
  const path = returnTo.variant === 'buy-online' ? `/cars/${encodeURIComponent(carSlug)}/buy-online` : checkoutPath(carSlug)
  return `${returnTo.origin}${path}?${new URLSearchParams({ intent: intentId, return: '1' })}`
}

/** This tenant's intent, or the answer that ends the step (unknown, someone else's, already reserved or failed). */
async function ownIntent(site: SiteConfig, intentId: string): Promise<{ payments: PaymentPort; intent: ReservationIntent } | ReservationAnswer> {
  const provider = site.checkout.payment_provider
  if (!provider) return { ok: false, message: BLOCKER_MESSAGES.no_provider, intent: null }
  const payments = getServices().vehicle.payments(provider)
  const intent = await payments.get(intentId)
  if (!intent || intent.tenant !== site.slug) return { ok: false, message: UNKNOWN_RESERVATION, intent: null }
  if (intent.state === 'reserved') return { ok: true, intent }
  if (intent.state === 'failed') return { ok: false, message: intent.failure ?? UNKNOWN_RESERVATION, intent }
  return { payments, intent }
}

/** Why the car can no longer be reserved for this intent's deposit, or null. */
async function staleReason(site: SiteConfig, intent: ReservationIntent): Promise<{ car: Car | null; reason: string | null }> {
  const car = await getServices().inventory.carById(site, intent.carId)
  if (!car || !isReservable(car, site)) {
    return { car, reason: car?.reserved ? TAKEN_MESSAGE : car ? BLOCKER_MESSAGES[reservationBlockers(car, site)[0] ?? 'not_reservable'] : UNKNOWN_RESERVATION }
  }
  if (depositAmountCents(car, site) !== intent.amountCents) return { car, reason: CHANGED_MESSAGE }
  return { car, reason: null }
}

/** An authorised intent becomes a reservation when the stock source accepts it; else its hold is released. */
async function reserve(site: SiteConfig, payments: PaymentPort, intent: ReservationIntent, carId: string): Promise<ReservationAnswer> {
  if (!(await getServices().inventory.markReserved(site, carId))) {
    return { ok: false, message: TAKEN_MESSAGE, intent: await payments.cancel(intent.id, TAKEN_MESSAGE) }
  }
  return { ok: true, intent: await payments.markReserved(intent.id) }
}

const notAuthorised = (intent: ReservationIntent): ReservationAnswer => ({
  ok: false,
  message: intent.failure ?? (intent.nextAction ? VERIFY_MESSAGE : intent.state === 'card_entry' ? CARD_NEEDED_MESSAGE : UNKNOWN_RESERVATION),
  intent,
})

/**
 * Places the hold and reserves the car. The stock source has the last word: when it refuses (someone else
 * reserved first) the hold is released and the shopper told so. The car and its deposit are checked before
 * any hold is placed. When the issuer asks for 3-D Secure the answer carries `intent.nextAction`.
 */
export function confirmReservation(site: SiteConfig, intentId: string, confirmation: PaymentConfirmation, returnTo: ReturnTo | null = null): Promise<ReservationAnswer> {
  return withIntentLock(intentId, async () => {
    const own = await ownIntent(site, intentId)
    if ('ok' in own) return own
    const { payments, intent } = own
    const { car, reason } = await staleReason(site, intent)
    if (reason !== null || !car) {
      const message = reason ?? UNKNOWN_RESERVATION
      return { ok: false, message, intent: await payments.cancel(intentId, message) }
    }
    const returnUrl = returnTo ? returnUrlOf(returnTo, car.slug, intent.id) : null
    const notifyUrl = returnTo && notificationsEnabled(intent.provider, getServices().live) ? notifyUrlOf(returnTo, intent.provider) : null
    const authorised = intent.state === 'authorised' ? intent : await payments.authorise(intentId, confirmation, { returnUrl, notifyUrl })
    if (authorised.state !== 'authorised') return notAuthorised(authorised)
    return reserve(site, payments, authorised, car.id)
  })
}

/**
 * Finishes a reservation once `advance` has asked the provider how its card ended: the provider, never the
 * browser or a notification's body, says whether the hold is placed; then the car is checked again (it may
 * have gone meanwhile, and the hold is released) and reserved. A reservation already reserved or failed is
 * answered as it is, so finishing it twice changes nothing. `due`, checked once the reservation's turn comes,
 * says whether the step still applies (the sweep's choice may be stale by then); without it, it always does.
 */
function finish(site: SiteConfig, intentId: string, advance: (payments: PaymentPort) => Promise<ReservationIntent>, due: () => boolean = () => true): Promise<ReservationAnswer> {
  return withIntentLock(intentId, async () => {
    const own = await ownIntent(site, intentId)
    if ('ok' in own) return own
    if (!due()) return notAuthorised(own.intent)
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
  })
}

/** After the shopper's bank verified them (Stripe.js in the page, or Till's redirect back to the return URL). */
export function resumeReservation(site: SiteConfig, intentId: string): Promise<ReservationAnswer> {
  return finish(site, intentId, (payments) => payments.resume(intentId))
}

/**
 * After a provider's verified notification about this reservation (`reference`: the provider's name for the
 * attempt it is about): finishes it exactly as the shopper's page would, whether or not the page is still open.
 */
export function notifiedReservation(site: SiteConfig, intentId: string, reference: string): Promise<ReservationAnswer> {
  return finish(site, intentId, (payments) => payments.reconcile(intentId, reference))
}

/**
 * The pending verification sweep's step for a reservation whose verification nobody resumed (the shopper passed
 * 3-D Secure and closed the tab; a provider notification was lost): finishes it exactly as the shopper's page or
 * a notification would. `due` is checked once the reservation's turn comes; `onProviderError` hears of a
 * provider that could not be asked (the reservation is left as it was, for the next sweep).
 */
export function sweptReservation(site: SiteConfig, intentId: string, due: () => boolean, onProviderError?: ReconcileOptions['onProviderError']): Promise<ReservationAnswer> {
  return finish(site, intentId, (payments) => payments.reconcile(intentId, null, onProviderError ? { onProviderError } : {}), due)
}

/**
 * The sweep's step for a verification past the provider's window: the reservation ends with `reason` and any hold
 * placed or still pending is released (the car stays available). Only while `due` still says so once the
 * reservation's turn comes, and only while a verification is still pending: one finished meanwhile is answered
 * as it is.
 */
export function expiredReservation(site: SiteConfig, intentId: string, reason: string, due: () => boolean): Promise<ReservationAnswer> {
  return withIntentLock(intentId, async () => {
    const own = await ownIntent(site, intentId)
    if ('ok' in own) return own
    const { payments, intent } = own
    if (intent.state !== 'card_entry' || intent.nextAction === null || !due()) return notAuthorised(intent)
    const ended = await payments.cancel(intentId, reason)
    return { ok: false, message: ended.failure ?? reason, intent: ended }
  })
}
