import type { Comparison, FilterCondition, FilterOp } from '@domain/search/filter-condition.ts'
import { allOf, anyOf } from '@domain/search/filter-condition.ts'
import type { MeiliFilter } from '../meili-filter.ts'
import { compileMeiliExpression } from '../../search-embedded/tenant-filter.ts'

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

export const tokenize = (input: string): Array<Token> => {
  const tokens: Array<Token> = []
  let i = 0
  while (i < input.length) {
    const c = input[i] as string
    if (/\s/.test(c)) {
      i++
      continue
    }
    if (c === '(') {
      tokens.push({ kind: 'lparen' })
      i++
      continue
    }
    if (c === ')') {
      tokens.push({ kind: 'rparen' })
      i++
      continue
    }
    const op = /^(<=|>=|!=|<|>|=)/.exec(input.slice(i))
    if (op) {
      tokens.push({ kind: 'op', value: op[1] as FilterOp })
      i += op[1]!.length
      continue
    }
    if (c === '"') {
      let value = ''
      i++
      for (;;) {
        if (i >= input.length) throw new Error('unterminated string')
        const d = input[i] as string
        if (d === '"') {
          i++
          break
        }
        if (d === '\\') {
          const next = input[i + 1]
          if (next === undefined) throw new Error('dangling escape')
          if (next !== '"' && next !== '\\') throw new Error(`unexpected escape \\${next}`)
          value += next
          i += 2
          continue
        }
        value += d
        i++
      }
      tokens.push({ kind: 'str', value })
      continue
    }
    const word = /^[\p{L}\p{N}_.-]+/u.exec(input.slice(i))
    if (!word) throw new Error(`unexpected character ${JSON.stringify(c)} at ${i}`)
    const w = word[0]
    tokens.push(w === 'AND' ? { kind: 'and' } : w === 'OR' ? { kind: 'or' } : { kind: 'word', value: w })
    i += w.length
  }
  return tokens
}

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
