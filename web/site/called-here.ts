import { getGlobalStartContext } from '@tanstack/react-start'
import type { RequestContext } from '../server/request-context.ts'
import { storeOutageError } from '../server/http/store-outage.ts'

/** What a server function's handler reads: its validated input and the request's context (`context.app`). */
export interface ServerCall<Data> {
  readonly data: Data
  readonly context: RequestContext
}

/**
 * A server function's handler called in the server's own render (route loaders during SSR), for the `.server()`
 * side of `createIsomorphicFn()`: the browser keeps calling the server function. Start's own path for a call made
 * on the server (createSsrRpc: the function looked up by id, its middleware flattened and run twice, the context
 * copied at each step) gives the handler the same three things this does: the input through the same validator,
 * the request's context after the global request middleware (`getGlobalStartContext`), and a store outage turned
 * into the 503 answer (`storeOutageCalls`, the one function middleware, web/start.ts). Errors reach the loader as
 * they were thrown, as they do through Start; `getRequest`/`setResponseStatus` read the same request.
 */
export function calledHere<Data, Answer>(
  handler: (call: ServerCall<Data>) => Promise<Answer>,
  validate: (raw: unknown) => Data = (raw) => raw as Data,
): (options?: { readonly data?: unknown }) => Promise<Answer> {
  return async (options) => {
    try {
      return await handler({ data: validate(options?.data), context: getGlobalStartContext() as RequestContext })
    } catch (error) {
      throw storeOutageError(error)
    }
  }
}
