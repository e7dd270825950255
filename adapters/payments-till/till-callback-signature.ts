import { timingSafeEqual } from 'node:crypto'
import { tillSignature } from './till-payments.ts'

/** A callback as it arrived, with what Till signs of it. */
export interface TillSignedCallback {
  /** the `X-Signature` header ('' when absent) */
  readonly signature: string
  readonly body: string
  readonly contentType: string
  /** the `Date` header (else `X-Date`) */
  readonly date: string
  /** path and query of the request */
  readonly requestUri: string
}

/** Constant-time comparison of two Base64 signatures. */
const sameSignature = (a: string, b: string): boolean => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * Whether a callback is signed as Till signs requests: `X-Signature` = Base64 HMAC-SHA512 with the shared secret
 * over `POST \n sha512hex(body) \n content-type \n date \n request-uri`. The Date is not checked for freshness: a
 * replayed callback only makes this server ask Till again.
 */
export function verifyTillCallback(secret: string, callback: TillSignedCallback): boolean {
  if (callback.signature === '') return false
  const expected = tillSignature(secret, {
    method: 'POST',
    body: callback.body,
    contentType: callback.contentType,
    date: callback.date,
    requestUri: callback.requestUri,
  })
  return sameSignature(callback.signature, expected)
}
