import type { Car } from '@domain/cars/car.schema.ts'
import type { PaymentConfirmation, ReservationIntent } from '@domain/ports/payments.port.ts'
import type { PaymentProvider, SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { depositAmountCents, isReservable, keyedProcessor } from '@domain/pricing/reservable.ts'
import { getServices } from '../server/composition.server.ts'
import { publishableKeyOf } from '../server/vehicle-services.server.ts'
import type { Mode } from '../server/mode.ts'
import { isAllowedSlug } from './detail.server.ts'
import { publicCar } from './public-car.ts'
import { BLOCKER_MESSAGES, reservationBlockers } from './reserve-blockers.ts'

export type CheckoutVariant = 'checkout' | 'buy-online'

export interface CheckoutView {
  readonly car: Car
  readonly variant: CheckoutVariant
  /** why the car cannot be reserved; empty when it can */
  readonly blockers: readonly string[]
  readonly depositCents: number | null
  readonly provider: PaymentProvider | null
  readonly mode: Mode
}

export type CheckoutAnswer = { readonly kind: 'ok'; readonly view: CheckoutView } | { readonly kind: 'not_found' }

export type ReservationAnswer =
  | { readonly ok: true; readonly intent: ReservationIntent }
  | { readonly ok: false; readonly message: string; readonly intent: ReservationIntent | null }

export const TAKEN_MESSAGE = 'Sorry, this vehicle has just been reserved by someone else. Your card has not been charged.'
export const CHANGED_MESSAGE = 'The deposit for this vehicle has changed. Please start your reservation again.'
export const UNKNOWN_RESERVATION = 'We could not find that reservation. Please start again.'

const findCar = async (site: SiteConfig, slug: string) => (isAllowedSlug(slug) ? getServices().inventory.carBySlug(site, slug) : null)

export async function loadCheckout(site: SiteConfig, slug: string, variant: CheckoutVariant): Promise<CheckoutAnswer> {
  if (variant === 'buy-online' && !site.checkout.buy_online) return { kind: 'not_found' }
  const car = await findCar(site, slug)
  if (!car) return { kind: 'not_found' }
  const blockers = reservationBlockers(car, site).map((b) => BLOCKER_MESSAGES[b])
  return {
    kind: 'ok',
    view: {
      car: publicCar(car),
      variant,
      blockers,
      depositCents: blockers.length === 0 ? depositAmountCents(car, site) : null,
      provider: site.checkout.payment_provider,
      mode: getServices().mode,
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
  const processorKey = keyedProcessor(car)?.authorization_key ?? null
  const intent = await getServices().vehicle.payments(provider).createIntent({
    provider,
    tenant: site.slug,
    carId: car.id,
    amountCents: depositAmountCents(car, site),
    currency: site.locale.currency.toLowerCase(),
    publishableKey: provider === 'Stripe' ? (publishableKeyOf(site, car.dealership_id) ?? processorKey) : null,
    description: `Reservation deposit: ${car.name}`,
  })
  return intent.state === 'failed' ? { ok: false, message: intent.failure ?? UNKNOWN_RESERVATION, intent } : { ok: true, intent }
}

/**
 * Places the hold and reserves the car. The stock source has the last word: when it refuses (someone else
 * reserved first) the hold is released and the shopper told so.
 */
export async function confirmReservation(site: SiteConfig, intentId: string, confirmation: PaymentConfirmation): Promise<ReservationAnswer> {
  const provider = site.checkout.payment_provider
  if (!provider) return { ok: false, message: BLOCKER_MESSAGES.no_provider, intent: null }
  const payments = getServices().vehicle.payments(provider)
  const intent = await payments.get(intentId)
  if (!intent || intent.tenant !== site.slug) return { ok: false, message: UNKNOWN_RESERVATION, intent: null }
  if (intent.state === 'reserved') return { ok: true, intent }
  if (intent.state === 'failed') return { ok: false, message: intent.failure ?? UNKNOWN_RESERVATION, intent }
  const { inventory } = getServices()
  const car = await inventory.carById(site, intent.carId)
  if (!car || !isReservable(car, site)) {
    const message = car?.reserved ? TAKEN_MESSAGE : car ? BLOCKER_MESSAGES[reservationBlockers(car, site)[0] ?? 'not_reservable'] : UNKNOWN_RESERVATION
    return { ok: false, message, intent: await payments.cancel(intentId, message) }
  }
  if (depositAmountCents(car, site) !== intent.amountCents) {
    return { ok: false, message: CHANGED_MESSAGE, intent: await payments.cancel(intentId, CHANGED_MESSAGE) }
  }
  const authorised = intent.state === 'authorised' ? intent : await payments.authorise(intentId, confirmation)
  if (authorised.state !== 'authorised') return { ok: false, message: authorised.failure ?? UNKNOWN_RESERVATION, intent: authorised }
  if (!(await inventory.markReserved(site, car.id))) {
    return { ok: false, message: TAKEN_MESSAGE, intent: await payments.cancel(intentId, TAKEN_MESSAGE) }
  }
  return { ok: true, intent: await payments.markReserved(intentId) }
}
