/**
 * The `Idempotency-Key` a sender may put on a lead create (POST /api/leads, /api/carClarityCustomer): the browser's
 * submit function sends one random key per step, and the same on that step's retries, so a retry after a lost answer
 * is answered with the lead the first attempt created instead of making a second one. Bounded and plain, since it is
 * stored and compared: 8 to 128 letters, digits, `-`, `_`, `.` or `:`.
 */
export const LEAD_REQUEST_KEY_HEADER = 'Idempotency-Key'
export const LEAD_REQUEST_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/
export const INVALID_LEAD_REQUEST_KEY = `The ${LEAD_REQUEST_KEY_HEADER} header must be 8 to 128 letters, digits, - _ . or :`

export const isLeadRequestKey = (value: string): boolean => LEAD_REQUEST_KEY_PATTERN.test(value)

/** A fresh key from 16 random bytes (the caller's randomness: the browser's crypto), as 32 hex digits. */
export function leadRequestKey(randomBytes: Uint8Array): string {
  return Array.from(randomBytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
