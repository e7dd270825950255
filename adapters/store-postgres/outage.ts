import { StoreUnavailableError } from '@domain/ports/store-unavailable.ts'

/** Socket-level failures: the server is not there (yet), or went away mid-statement. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
])

/**
 * SQLSTATEs of a server that cannot serve: class 08 (connection exception), 57P01-57P03 (shut down by an
 * administrator, crashed, starting up or shutting down), 53300 (too many connections).
 */
const unreachableState = (code: string): boolean =>
  code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)

/** pg's own words for a connection that never came or was cut (it sets no code on these). */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|Client was closed|Connection refused/i

/** Whether a driver error means the database is out of reach (not a bad statement or a broken constraint). */
export function isOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && unreachableState(code))))
    return true
  // an AggregateError (every address refused) or a wrapped cause
  const inner = [
    ...((error as { errors?: unknown[] }).errors ?? []),
    ...(error.cause === undefined ? [] : [error.cause]),
  ]
  return DRIVER_MESSAGES.test(error.message) || inner.some(isOutage)
}

/** The driver's error as the store port's: an outage becomes StoreUnavailableError (naming the cause), the rest as thrown. */
export function asStoreError(error: unknown): unknown {
  if (!isOutage(error)) return error
  const reason =
    error instanceof Error ? error.message || (error as { code?: string }).code || error.name : String(error)
  return new StoreUnavailableError(`PostgreSQL is unreachable: ${reason}`, { cause: error })
}
