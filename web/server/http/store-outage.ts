import { createMiddleware } from '@tanstack/react-start'
import { isStoreUnavailable, STORE_UNAVAILABLE_MESSAGE } from '@domain/ports/store-unavailable.ts'
import { errorAnswer } from './answers.ts'

/** How soon a caller may try again: a restarting database is usually back within seconds. */
export const STORE_RETRY_AFTER_SECONDS = 5

/** The one answer of every path that met the store out of reach: 503 JSON `{error}` with Retry-After, never a stack. */
export function storeOutageAnswer(): Response {
  return errorAnswer(503, STORE_UNAVAILABLE_MESSAGE, {}, { 'retry-after': String(STORE_RETRY_AFTER_SECONDS) })
}

/**
 * `error` as the 503 answer when it is the store being out of reach, else as it came. Not logged here: this module
 * is part of web/start.ts, which the browser loads too; the request's own log line carries the 503.
 */
export const storeOutageError = (error: unknown): unknown => (isStoreUnavailable(error) ? storeOutageAnswer() : error)

/**
 * API routes (web/start.ts, request middleware): a handler that met the store out of reach answers the 503 above.
 * The use cases that answer their own outage (leads, sign-in codes) never get here.
 */
export const storeOutageRoutes = createMiddleware().server(async ({ next, handlerType }) => {
  if (handlerType === 'serverFn') return next()
  try {
    return await next()
  } catch (error) {
    throw storeOutageError(error)
  }
})

/**
 * Server functions (web/start.ts, function middleware): one that met the store out of reach rejects with the same
 * 503 answer (Start hands a thrown Response to the calling page as it is: `storeOutageMessage` reads it there).
 */
export const storeOutageCalls = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    throw storeOutageError(error)
  }
})
