/**
 * What a use case answers: a value, or a problem with a code the web layer turns into its HTTP status. Errors are
 * values here, never thrown across the layer (a thrown error is a bug or an outside service down: the web layer
 * answers 503 for those).
 */
export type ProblemCode =
  /** the input cannot be read at all (not JSON, wrong type) */
  | 'bad_request'
  /** the input was read but a field is wrong; `field` names it */
  | 'invalid'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported_media_type'
  /** a rate limit; `retryAfterSeconds` says when to come back */
  | 'too_many'
  /** an outside service (or our store) cannot answer just now */
  | 'unavailable'
  /** an outside service answered something we cannot use */
  | 'bad_gateway'
  /** an outside service took longer than we wait */
  | 'timeout'

export interface Problem {
  readonly code: ProblemCode
  /** shopper-readable; never a stack or an outside service's internals */
  readonly message: string
  readonly field?: string
  readonly retryAfterSeconds?: number
}

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: Problem }

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value })

export const failure = (
  code: ProblemCode,
  message: string,
  extra: Omit<Problem, 'code' | 'message'> = {},
): { readonly ok: false; readonly problem: Problem } => ({
  ok: false,
  problem: { code, message, ...extra },
})
