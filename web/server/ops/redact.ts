/** Keys whose values never reach a log line: credentials, and a shopper's personal data (SPEC: leads carry them). */
const SECRET_KEYS = new Set([
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'secret',
  'token',
  'email',
  'phone',
  'mobile',
  'name',
  'first_name',
  'last_name',
  'full_name',
  'firstname',
  'lastname',
  'fullname',
])

export const REDACTED = '[redacted]'

/**
 * A copy of `value` with every secret or personal field replaced by `[redacted]`, at any depth (a lead's payload
 * nests the shopper's details). Errors are kept as they are: the logger prints their message and stack.
 */
export function redactPersonal(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Error || depth > 8) return value
  if (Array.isArray(value)) return value.map((item) => redactPersonal(item, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : redactPersonal(item, depth + 1)
  }
  return out
}
