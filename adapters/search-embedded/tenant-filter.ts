import { isSafeField, type FilterOp } from '@domain/search/filter-condition.ts'
import { compileConditions, compileGetter, type DocPredicate } from './compile-filter.ts'

/**
 * A tenant's `search_filters` are raw Meilisearch filter strings from trusted configuration (SPEC §7). The
 * embedded engine must apply them too, so this reads the part of the Meilisearch filter grammar dealer
 * configurations use: comparisons, `TO`, `IN [..]`, `EXISTS`, `IS NULL`, `NOT`, `AND`, `OR` and parentheses.
 * Anything else throws: a filter we cannot apply must never be silently dropped (that would widen the stock).
 */
type Node =
  | { kind: 'cmp'; field: string; op: FilterOp; value: string }
  | { kind: 'in'; field: string; values: string[] }
  | { kind: 'exists'; field: string }
  | { kind: 'null'; field: string }
  | { kind: 'not'; node: Node }
  | { kind: 'and' | 'or'; nodes: Node[] }

export type FilterToken = { kind: 'str' | 'word' | 'op' | '(' | ')' | '[' | ']' | ','; value: string }

/**
 * The string whose opening quote stands at `start`, read to the same quote, and the index just past it. A backslash
 * takes the character after it as it is; `escaped` may refuse one (the stricter test reader allows only `\"` and `\\`).
 */
export function readQuoted(
  input: string,
  start: number,
  escaped: (next: string) => string = (next) => next,
): { readonly value: string; readonly end: number } {
  const quote = input[start]
  let value = ''
  let i = start + 1
  for (;;) {
    if (i >= input.length) throw new Error('unterminated string')
    const d = input[i] as string
    if (d === quote) return { value, end: i + 1 }
    if (d === '\\' && i + 1 < input.length) {
      value += escaped(input[i + 1] as string)
      i += 2
    } else {
      value += d
      i++
    }
  }
}

/** What a reader of the grammar accepts: the quote characters, escapes inside them, and what a bare word is. */
export interface FilterLexicon {
  readonly quotes: string
  readonly escaped?: (next: string) => string
  readonly word: RegExp
}

/** The embedded engine reads what dealer configurations write: either quote, any escape, any bare word. */
const CONFIGURATION: FilterLexicon = { quotes: `"'`, word: /^[^\s()[\],<>=!"']+/ }

/** The filter's tokens: punctuation, operators, quoted strings and bare words; anything else throws. */
export const tokenizeFilter = (input: string, lexicon: FilterLexicon = CONFIGURATION): FilterToken[] => {
  const tokens: FilterToken[] = []
  let i = 0
  while (i < input.length) {
    const c = input[i] as string
    if (/\s/.test(c)) {
      i++
      continue
    }
    if ('()[],'.includes(c)) {
      tokens.push({ kind: c as FilterToken['kind'], value: c })
      i++
      continue
    }
    const op = /^(<=|>=|!=|<|>|=)/.exec(input.slice(i))
    if (op) {
      tokens.push({ kind: 'op', value: op[1] as string })
      i += (op[1] as string).length
      continue
    }
    if (lexicon.quotes.includes(c)) {
      const { value, end } = readQuoted(input, i, lexicon.escaped)
      tokens.push({ kind: 'str', value })
      i = end
      continue
    }
    const word = lexicon.word.exec(input.slice(i))
    if (!word) throw new Error(`unexpected character ${JSON.stringify(c)} at ${i}`)
    tokens.push({ kind: 'word', value: word[0] })
    i += word[0].length
  }
  return tokens
}

const parse = (input: string): Node => {
  const tokens = tokenizeFilter(input)
  let pos = 0
  const peek = (): FilterToken | undefined => tokens[pos]
  const isKeyword = (t: FilterToken | undefined, word: string) => t?.kind === 'word' && t.value.toUpperCase() === word
  const next = (): FilterToken => {
    const t = tokens[pos++]
    if (!t) throw new Error('unexpected end of filter')
    return t
  }
  const value = (): string => {
    const t = next()
    if (t.kind !== 'str' && t.kind !== 'word') throw new Error('expected a value')
    return t.value
  }
  const field = (): string => {
    const t = next()
    if ((t.kind !== 'word' && t.kind !== 'str') || !isSafeField(t.value)) throw new Error('expected a field name')
    return t.value
  }
  const primary = (): Node => {
    if (isKeyword(peek(), 'NOT')) {
      pos++
      return { kind: 'not', node: primary() }
    }
    if (peek()?.kind === '(') {
      pos++
      const inner = or()
      if (next().kind !== ')') throw new Error('missing )')
      return inner
    }
    const name = field()
    const t = peek()
    if (t?.kind === 'op') {
      pos++
      return { kind: 'cmp', field: name, op: t.value as FilterOp, value: value() }
    }
    if (isKeyword(t, 'EXISTS')) {
      pos++
      return { kind: 'exists', field: name }
    }
    if (isKeyword(t, 'IS')) {
      pos++
      const negate = isKeyword(peek(), 'NOT')
      if (negate) pos++
      if (!isKeyword(next(), 'NULL')) throw new Error('only IS NULL is supported')
      const node: Node = { kind: 'null', field: name }
      return negate ? { kind: 'not', node } : node
    }
    const negate = isKeyword(t, 'NOT')
    if (negate) pos++
    if (negate && isKeyword(peek(), 'EXISTS')) {
      pos++
      return { kind: 'not', node: { kind: 'exists', field: name } }
    }
    if (isKeyword(peek(), 'IN')) {
      pos++
      if (next().kind !== '[') throw new Error('expected [')
      const values: string[] = []
      while (peek()?.kind !== ']') {
        values.push(value())
        if (peek()?.kind === ',') pos++
      }
      pos++
      const node: Node = { kind: 'in', field: name, values }
      return negate ? { kind: 'not', node } : node
    }
    if (negate) throw new Error('expected IN or EXISTS after NOT')
    const low = value()
    if (!isKeyword(next(), 'TO')) throw new Error('expected an operator')
    return {
      kind: 'and',
      nodes: [
        { kind: 'cmp', field: name, op: '>=', value: low },
        { kind: 'cmp', field: name, op: '<=', value: value() },
      ],
    }
  }
  // `a AND b AND …` (or OR): one operand stands alone, more are joined; AND binds tighter than OR
  const joined =
    (operand: () => Node, keyword: 'AND' | 'OR'): (() => Node) =>
    () => {
      const nodes = [operand()]
      while (isKeyword(peek(), keyword)) {
        pos++
        nodes.push(operand())
      }
      return nodes.length === 1 ? (nodes[0] as Node) : { kind: keyword === 'AND' ? 'and' : 'or', nodes }
    }
  const and = joined(primary, 'AND')
  const or = joined(and, 'OR')
  const node = or()
  if (pos !== tokens.length) throw new Error('unexpected trailing input')
  return node
}

const compileNode = (node: Node): DocPredicate => {
  switch (node.kind) {
    case 'cmp': {
      const isOrder = node.op !== '=' && node.op !== '!='
      const amount = Number(node.value)
      if (isOrder && (node.value.trim() === '' || !Number.isFinite(amount)))
        throw new Error(`${node.op} needs a number`)
      return compileConditions([{ field: node.field, op: node.op, value: isOrder ? amount : node.value }])
    }
    case 'in':
      return compileConditions([
        { anyOf: node.values.map((value) => ({ field: node.field, op: '=' as const, value })) },
      ])
    case 'exists': {
      const get = compileGetter(node.field)
      return (doc) => get(doc) !== undefined
    }
    case 'null': {
      const get = compileGetter(node.field)
      return (doc) => get(doc) === null
    }
    case 'not': {
      const inner = compileNode(node.node)
      return (doc) => !inner(doc)
    }
    case 'and': {
      const parts = node.nodes.map(compileNode)
      return (doc) => parts.every((p) => p(doc))
    }
    case 'or': {
      const parts = node.nodes.map(compileNode)
      return (doc) => parts.some((p) => p(doc))
    }
  }
}

/** One Meilisearch filter string as a predicate; throws naming the string when it cannot be read. */
export const compileMeiliExpression = (expression: string): DocPredicate => {
  try {
    return compileNode(parse(expression))
  } catch (error) {
    throw new Error(
      `Unsupported search filter ${JSON.stringify(expression)}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/** A tenant's search_filters (entries ANDed) as one predicate. */
export const compileTenantFilters = (filters: ReadonlyArray<string>): DocPredicate => {
  const parts = filters.filter((f) => f.trim() !== '').map(compileMeiliExpression)
  return (doc) => {
    for (const p of parts) if (!p(doc)) return false
    return true
  }
}
