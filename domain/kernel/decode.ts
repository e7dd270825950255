import { Schema } from 'effect'

/** A decoding failure flattened to one line: the field path and the problem. */
export interface DecodeProblem {
  readonly path: string
  readonly message: string
}

const pathPattern = /\n\s*at (.*)$/s

/**
 * Decodes `input` with `schema`, answering either the value or one problem:
 * the first failing field (as a dotted path) and what was wrong with it.
 */
export function decodeOrProblem<S extends Schema.Top>(
  schema: S,
  input: unknown,
): { ok: true; value: S['Type'] } | { ok: false; problem: DecodeProblem } {
  const exit = Schema.decodeUnknownExit(schema as never)(input)
  if (exit._tag === 'Success') return { ok: true, value: exit.value as S['Type'] }
  try {
    Schema.decodeUnknownSync(schema as never)(input)
  } catch (error) {
    return { ok: false, problem: describeSchemaError(error) }
  }
  return { ok: false, problem: { path: '', message: 'invalid value' } }
}

export function describeSchemaError(error: unknown): DecodeProblem {
  const text = error instanceof Error ? error.message : String(error)
  const match = pathPattern.exec(text)
  const message = (match ? text.slice(0, match.index) : text).split('\n')[0]!.trim()
  const path = match ? formatPath(match[1]!) : ''
  return { path, message }
}

/** `["a"][0]["b"]` → `a[0].b` */
function formatPath(raw: string): string {
  return raw
    .replace(/\["([^"]*)"\]/g, '.$1')
    .replace(/^\./, '')
    .trim()
}

/** Decodes or throws an Error whose message is one line: `path: problem`. */
export function decodeOrThrow<S extends Schema.Top>(schema: S, input: unknown, what: string): S['Type'] {
  const result = decodeOrProblem(schema, input)
  if (result.ok) return result.value
  const where = result.problem.path ? ` field "${result.problem.path}"` : ''
  throw new Error(`${what}:${where} ${result.problem.message}`)
}
