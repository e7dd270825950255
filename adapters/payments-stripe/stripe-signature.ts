import { createHmac, timingSafeEqual } from 'node:crypto'

/** How far a webhook's signed time may be from ours (Stripe's libraries' default): older ones may be replays. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300

export type SignatureCheck = { readonly ok: true; readonly timestamp: number } | { readonly ok: false; readonly reason: string }

/** `t=…,v1=…,v1=…,v0=…` → the timestamp and every v1 signature (a secret being rolled signs twice). */
function parseHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null
  const signatures: string[] = []
  for (const part of header.split(',')) {
    const at = part.indexOf('=')
    if (at < 0) continue
    const key = part.slice(0, at).trim()
    const value = part.slice(at + 1).trim()
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value)
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase())
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures }
}

/** Stripe's v1 signature: hex HMAC-SHA256 of `{t}.{payload}` with the endpoint's signing secret. */
export const stripeSignature = (secret: string, timestamp: number, payload: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex')

/**
 * Checks a `Stripe-Signature` header against the raw body, as Stripe's libraries do: some v1 signature must be
 * the HMAC of `{t}.{payload}` (compared in constant time), and `t` within the tolerance of `nowSeconds`.
 */
export function verifyStripeSignature(input: {
  readonly header: string | null
  readonly payload: string
  readonly secret: string
  readonly nowSeconds: number
  readonly toleranceSeconds?: number
}): SignatureCheck {
  const parsed = input.header ? parseHeader(input.header) : null
  if (!parsed) return { ok: false, reason: 'no t= and v1= in the Stripe-Signature header' }
  const expected = Buffer.from(stripeSignature(input.secret, parsed.timestamp, input.payload), 'hex')
  const matches = parsed.signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected))
  if (!matches) return { ok: false, reason: 'no signature matches the payload' }
  const tolerance = input.toleranceSeconds ?? STRIPE_SIGNATURE_TOLERANCE_SECONDS
  if (Math.abs(input.nowSeconds - parsed.timestamp) > tolerance) return { ok: false, reason: 'the signed time is outside the tolerance' }
  return { ok: true, timestamp: parsed.timestamp }
}
