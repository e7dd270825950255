import { createServerFn } from '@tanstack/react-start'
import { getCookie, getRequest, setCookie, setResponseHeader } from '@tanstack/react-start/server'
import {
  RESERVATION_COOKIE_SECONDS,
  reservationCookieName,
  type CheckoutAnswer,
  type CheckoutVariant,
  type ReservationAnswer,
  type ReturnTo,
} from '@application/checkout/reservations.ts'
import { clientKey, socketAddress } from '../server/http/client-key.ts'
import { currentHost, requireTenant } from '../server/http/request-tenant.ts'
import { currentProto } from '../server/http/request-origin.ts'
import {
  checkoutRequest,
  reservationCompletion,
  reservationResume,
  reservationStart,
} from '@application/checkout/checkout-input.ts'
import { LEAD_TEXT_LIMITS } from '@domain/leads/lead-field-checks.ts'

export type {
  CheckoutAnswer,
  CheckoutVariant,
  CheckoutView,
  ReservationAnswer,
} from '@application/checkout/reservations.ts'

/**
 * Remembers in this browser that the reservation is the shopper's own, so a reload of the reserve page opens on
 * "Reserved" (HttpOnly: the page never reads it; the server checks it names a reserved intent of the car).
 */
function rememberReservation(carId: string, intentId: string): void {
  setCookie(reservationCookieName(carId), intentId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: currentProto() === 'https',
    maxAge: RESERVATION_COOKIE_SECONDS,
  })
}

const remembered = (answer: ReservationAnswer): ReservationAnswer => {
  if (answer.ok && answer.intent.state === 'reserved') rememberReservation(answer.intent.carId, answer.intent.id)
  return answer
}

/**
 * The reserve page's search: the return address's `intent` and `return`, kept as the router read them (it reads
 * `return=1` as the number 1; turning it into a string would rewrite the address as `return="1"`).
 */
export const checkoutSearch = (search: Record<string, unknown>): { intent?: string; return?: number | string } => ({
  ...(typeof search.intent === 'string' && search.intent !== '' ? { intent: search.intent.slice(0, 80) } : {}),
  ...(typeof search.return === 'number' || typeof search.return === 'string' ? { return: search.return } : {}),
})

/** `intent` is the return address's (`?intent=…&return=1`): only a reserved intent of this car and tenant is shown. */
export const getCheckout = createServerFn({ method: 'GET' })
  .validator(checkoutRequest)
  .handler(async ({ data, context }): Promise<CheckoutAnswer> => {
    setResponseHeader('Cache-Control', 'no-store')
    const answer = await context.app.vehicles.reservations.load(requireTenant(context).site, data.slug, data.variant, {
      intentId: data.intent,
      cookie: (carId) => getCookie(reservationCookieName(carId)),
    })
    // back from the bank after a notification already reserved it: from now on the cookie names it too
    if (answer.kind === 'ok' && answer.view.reservation)
      rememberReservation(answer.view.car.id, answer.view.reservation.id)
    return answer
  })

/**
 * The slug, the variant and the buyer's name, email and phone are read: an amount sent by the browser is dropped
 * here, the server computes the deposit; the client address is counted.
 */
export const beginReservation = createServerFn({ method: 'POST' })
  .validator(reservationStart)
  .handler(async ({ data, context }): Promise<ReservationAnswer> => {
    const request = getRequest()
    return context.app.vehicles.reservations.start(
      requireTenant(context).site,
      data.slug,
      clientKey(request, socketAddress()),
      data.buyer,
      {
        returnTo: returnTo(data.variant),
        userAgent: request.headers.get('user-agent')?.slice(0, LEAD_TEXT_LIMITS.user_agent) ?? null,
      },
    )
  })

/**
 * Where a 3-D Secure redirect comes back to: the host this request came in on (it resolved to this tenant, so
 * the shopper only ever returns to this site), never an address from the body.
 */
function returnTo(variant: CheckoutVariant): ReturnTo | null {
  const host = currentHost()
  if (!host) return null
  return { origin: `${currentProto()}://${host}`, variant }
}

/** The amount is never read: the server recomputes the deposit from the car before the hold is placed. */
export const completeReservation = createServerFn({ method: 'POST' })
  .validator(reservationCompletion)
  .handler(
    async ({ data, context }): Promise<ReservationAnswer> =>
      remembered(
        await context.app.vehicles.reservations.confirm(
          requireTenant(context).site,
          data.intentId,
          data.confirmation,
          returnTo(data.variant),
        ),
      ),
  )

/** After 3-D Secure (in the page, or back from the bank's page): the provider says how it ended. */
export const resumeReservationFn = createServerFn({ method: 'POST' })
  .validator(reservationResume)
  .handler(async ({ data, context }): Promise<ReservationAnswer> => {
    setResponseHeader('Cache-Control', 'no-store')
    return remembered(await context.app.vehicles.reservations.resume(requireTenant(context).site, data.intentId))
  })
