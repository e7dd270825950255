import type { Comparison, FilterCondition, FilterOp } from '@domain/search/filter-condition.ts'
import { allOf, anyOf } from '@domain/search/filter-condition.ts'
import type { MeiliFilter } from '../meili-filter.ts'
import {
  compileMeiliExpression,
  tokenizeFilter,
  type FilterLexicon,
  type FilterToken,
} from '../../search-embedded/tenant-filter.ts'

/**
 * Test-only reader for the subset of the Meilisearch filter grammar this folder writes, following the
 * engine's rules for quoted strings (a backslash escapes the next character). It throws on anything else,
 * so a test can check that a filter string has exactly the structure that was meant.
 */
type Token =
  | { kind: 'str'; value: string }
  | { kind: 'word'; value: string }
  | { kind: 'op'; value: FilterOp }
  | { kind: 'lparen' | 'rparen' | 'and' | 'or' }

/** The engine escapes only a quote and a backslash inside a quoted string. */
const onlyQuoteOrBackslash = (next: string): string => {
  if (next !== '"' && next !== '\\') throw new Error(`unexpected escape \\${next}`)
  return next
}

/** The filter strings this folder writes: double quotes only, and bare words of letters, digits, `_`, `.` and `-`. */
const WRITTEN: FilterLexicon = { quotes: '"', escaped: onlyQuoteOrBackslash, word: /^[\p{L}\p{N}_.-]+/u }

const token = ({ kind, value }: FilterToken): Token => {
  if (kind === '(') return { kind: 'lparen' }
  if (kind === ')') return { kind: 'rparen' }
  if (kind === 'op') return { kind, value: value as FilterOp }
  if (kind === 'str') return { kind, value }
  if (kind === 'word') return value === 'AND' ? { kind: 'and' } : value === 'OR' ? { kind: 'or' } : { kind, value }
  throw new Error(`unexpected ${kind}`)
}

export const tokenize = (input: string): Array<Token> => tokenizeFilter(input, WRITTEN).map(token)

export const parseExpression = (input: string): FilterCondition => {
  const tokens = tokenize(input)
  let pos = 0
  const peek = () => tokens[pos]
  const next = () => {
    const t = tokens[pos++]
    if (!t) throw new Error('unexpected end')
    return t
  }
  const term = (): FilterCondition => {
    const t = next()
    if (t.kind === 'lparen') {
      const inner = or()
      if (next().kind !== 'rparen') throw new Error('missing )')
      return inner
    }
    if (t.kind !== 'word' || !/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/.test(t.value))
      throw new Error('expected field')
    const op = next()
    if (op.kind !== 'op') throw new Error('expected operator')
    const v = next()
    let value: Comparison['value']
    if (v.kind === 'str') value = v.value
    else if (v.kind === 'word' && (v.value === 'true' || v.value === 'false')) value = v.value === 'true'
    else if (v.kind === 'word' && Number.isFinite(Number(v.value))) value = Number(v.value)
    else throw new Error('expected value')
    return { field: t.value, op: op.value, value }
  }
  // `a AND b AND …` (or OR): one operand stands alone, more are joined; AND binds tighter than OR
  const joined =
    (operand: () => FilterCondition, kind: 'and' | 'or'): (() => FilterCondition) =>
    () => {
      const parts = [operand()]
      while (peek()?.kind === kind) {
        pos++
        parts.push(operand())
      }
      return parts.length === 1 ? parts[0]! : kind === 'and' ? allOf(...parts) : anyOf(...parts)
    }
  const and = joined(term, 'and')
  const or = joined(and, 'or')
  const result = or()
  if (pos !== tokens.length) throw new Error('trailing tokens')
  return result
}

/** A filter array read back into conditions: strings are ANDed, nested arrays ORed. */
export const parseMeiliFilter = (filter: MeiliFilter): Array<FilterCondition> =>
  filter.map((entry) => (typeof entry === 'string' ? parseExpression(entry) : anyOf(...entry.map(parseExpression))))

/**
 * How the fakes decide which documents a filter array lets through, as Meilisearch does: strings ANDed, a nested
 * array's strings ORed, each string read with the full grammar (comparisons on strings and numbers, `TO`,
 * `[NOT] IN [..]`, `[NOT] EXISTS`, `IS [NOT] NULL`, `NOT`, `AND` over `OR`, parentheses, quoted attribute names and
 * values, nested dotted paths). An expression the grammar does not allow throws, as the engine refuses it.
 */
export const meiliFilterPredicate = (filter: MeiliFilter): ((doc: unknown) => boolean) => {
  const parts = filter.map((entry) => {
    if (typeof entry === 'string') return compileMeiliExpression(entry)
    const members = entry.map(compileMeiliExpression)
    return (doc: unknown) => members.some((m) => m(doc))
  })
  return (doc) => parts.every((p) => p(doc))
}
