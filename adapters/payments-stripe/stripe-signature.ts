import Stripe from 'stripe'

/** How far back a webhook's signed time may be (Stripe's libraries' default): older ones may be replays. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = Stripe.webhooks.DEFAULT_TOLERANCE

export type SignatureCheck = { readonly ok: true } | { readonly ok: false; readonly reason: string }

/**
 * Checks a `Stripe-Signature` header against the raw body with the official client's `webhooks.constructEvent`:
 * some v1 signature must be the HMAC-SHA256 of `{t}.{payload}` with the endpoint's signing secret, and `t` no
 * more than the tolerance before `nowSeconds` (this server's clock, passed in). An empty body is refused.
 */
export function verifyStripeSignature(input: {
  readonly header: string | null
  readonly payload: string
  readonly secret: string
  readonly nowSeconds: number
  readonly toleranceSeconds?: number
}): SignatureCheck {
  if (!input.header) return { ok: false, reason: 'no Stripe-Signature header' }
  try {
    Stripe.webhooks.constructEvent(
      input.payload,
      input.header,
      input.secret,
      input.toleranceSeconds ?? STRIPE_SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      input.nowSeconds * 1000,
    )
    return { ok: true }
  } catch (error) {
    // constructEvent reads the body as JSON once the signature holds: a signed body that is no event is the
    // notification's problem to name, not the signature's
    if (error instanceof SyntaxError) return { ok: true }
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
}

/** A `Stripe-Signature` header as Stripe sends it (`t=…,v1=…`), from the official client (tests and fakes sign with it). */
export const stripeSignatureHeader = (secret: string, timestamp: number, payload: string): string =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp })
