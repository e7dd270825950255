import { wholeAnswer } from './whole-answer.ts'
import type { Outcome, Problem, ProblemCode } from '@application/kernel/outcome.ts'

/**
 * JSON answers of every API route: `{error}` (plus `field` when one field is to blame) for problems, no-store,
 * and `Vary: Host` because one address serves many sites.
 */
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', vary: 'Host' }

export function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return wholeAnswer(Buffer.from(JSON.stringify(body)), { status, headers: { ...JSON_HEADERS, ...headers } })
}

/** An API answer before it is made a Response (`jsonAnswer`). */
export interface JsonReply {
  readonly status: number
  readonly body: unknown
  readonly headers?: Record<string, string>
}

export function errorAnswer(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return jsonAnswer(status, { error, ...extra }, headers)
}

/** The HTTP status of each problem a use case can answer. */
export const STATUS_OF: Readonly<Record<ProblemCode, number>> = {
  bad_request: 400,
  invalid: 422,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  too_many: 429,
  unavailable: 503,
  bad_gateway: 502,
  timeout: 504,
}

export function problemAnswer(problem: Problem, headers: Record<string, string> = {}): Response {
  const reply = problemReply(problem, headers)
  return jsonAnswer(reply.status, reply.body, reply.headers)
}

/** A problem's answer: its status, `{error, field?}`, and Retry-After when it says when to come back. */
export function problemReply(problem: Problem, headers: Record<string, string> = {}): JsonReply {
  const retry: Record<string, string> =
    problem.retryAfterSeconds === undefined ? {} : { 'retry-after': String(problem.retryAfterSeconds) }
  const body = { error: problem.message, ...(problem.field === undefined ? {} : { field: problem.field }) }
  return { status: STATUS_OF[problem.code], body, headers: { ...retry, ...headers } }
}

/** A use case's outcome as JSON: its value with `status`, or its problem. */
export function outcomeAnswer<T>(outcome: Outcome<T>, status = 200, headers: Record<string, string> = {}): Response {
  return outcome.ok ? jsonAnswer(status, outcome.value, headers) : problemAnswer(outcome.problem, headers)
}

/** Any other method on an API path: a JSON 405 naming the allowed ones, never the app's HTML. */
export const methodNotAllowed = (allow: string) => (): Response =>
  errorAnswer(405, `Method not allowed; use ${allow}`, {}, { allow })

/**
 * The methods HTTP's semantics define (RFC 9110 and PATCH, RFC 5789). Any other method Node parses (WebDAV's,
 * PURGE, …) is one this server does not implement on any resource: RFC 9110 §9.1 answers it 501, not 405.
 */
export const HTTP_METHODS: ReadonlySet<string> = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'CONNECT',
  'OPTIONS',
  'TRACE',
  'PATCH',
])

/** A method this server implements on no resource: a JSON 501 naming it. */
export const methodNotImplemented = (method: string): Response =>
  errorAnswer(501, `Method ${method} is not implemented; use GET, HEAD or POST`)

type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * An API route's handlers, and for every other method (Start's `ANY`) the JSON 405 with `Allow` naming them:
 * `server: { handlers: apiMethods({ POST: … }) }`. HEAD is allowed wherever GET is (Start answers it with GET).
 */
export function apiMethods<H extends Partial<Record<ApiMethod, unknown>>>(
  handlers: H,
): H & { readonly ANY: () => Response } {
  const methods = Object.keys(handlers)
  return { ...handlers, ANY: methodNotAllowed((methods.includes('GET') ? [...methods, 'HEAD'] : methods).join(', ')) }
}
