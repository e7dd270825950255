import { isHTTPError } from 'ky'

/** Options every live payment adapter takes; `fetch` is injected by contract tests. */
export interface ProviderHttpOptions {
  /** the provider's API base URL (the documented production host by default) */
  readonly baseUrl?: string
  /** per-request timeout, ms (default 15 s: card authorisations can be slow) */
  readonly timeoutMs?: number
  readonly fetch?: typeof fetch
}

/** A provider's JSON error body, when it sent one (ky has already read and parsed it into `data`). */
export async function errorBody(error: unknown): Promise<unknown> {
  if (!isHTTPError(error)) return null
  return typeof error.data === 'object' && error.data !== null ? error.data : null
}

/** Amount in major units with two decimals, as Till and PayWay take it ('500.00'). */
export const majorUnits = (cents: number): string => (cents / 100).toFixed(2)
