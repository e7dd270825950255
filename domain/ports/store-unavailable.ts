/**
 * The shared store (the embedded file, or PostgreSQL) cannot be reached just now: down, restarting, refusing
 * connections. A store adapter throws this instead of its driver's error, so the web layer can answer any path that
 * met it with a 503 and a one-line reason (never a 500 with a stack), and the caller can try again shortly.
 */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError'
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options)
  }
}

/** Whether `error` (or what it wraps) is the store being out of reach. */
export function isStoreUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current instanceof StoreUnavailableError || current.name === 'StoreUnavailableError') return true
  }
  return false
}

/** What a shopper is told when the part of the page they used needs the store and it is out of reach. */
export const STORE_UNAVAILABLE_MESSAGE = 'This is unavailable for a moment; please try again shortly'
