import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseSync } from '@swc/core'

/**
 * What counts as a cache in web/, for the census (./caches.test.ts):
 *
 * - A **store** is a collection a module makes once, when it loads, and fills later: outside every function body of
 *   the module, `new Map()`, `new WeakMap()`, `new Set()` or `new WeakSet()` made empty (entries given to the
 *   constructor are a lookup table), any `new LRUCache(...)`, or a call to a **store factory**.
 * - A **store factory** is a function (in web/ or domain/) whose own body, outside the functions nested in it, makes
 *   one of those collections: `boundedMap`, `perSite`, a `keptByKey`. Calling one when a module loads makes a store
 *   that outlives every request, which is the whole point of the rule; calling one inside a function does not.
 * - A **cache** is a store that memoises a computed value. Every store in web/ is one, except those listed in
 *   ./caches.test.ts as holding work in flight (requests waiting for an answer by id), each with its reason.
 *
 * Caches live in one module (web/caches/); each is an `LRUCache` given `maxSize` and `sizeCalculation` (bounded in
 * bytes), and there are at most a handful.
 */
export interface Store {
  /** path from the repository root, with forward slashes */
  readonly file: string
  readonly line: number
  /** what makes it: `new Map`, `new LRUCache`, `boundedMap(…)` */
  readonly made: string
  /** for an LRUCache: whether its options give both `maxSize` and `sizeCalculation` */
  readonly boundedInBytes: boolean
}

const COLLECTIONS = new Set(['Map', 'WeakMap', 'Set', 'WeakSet'])

/** Nodes whose inside runs when they are called, not when the code around them runs. */
const FUNCTION_LIKE = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ClassDeclaration',
  'ClassExpression',
  'ClassMethod',
  'PrivateMethod',
  'Constructor',
  'MethodProperty',
  'GetterProperty',
  'SetterProperty',
])

interface Node {
  readonly type: string
  readonly span?: { readonly start: number }
  readonly [field: string]: unknown
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'

const identifierName = (node: unknown): string | null =>
  isNode(node) && node.type === 'Identifier' ? String(node['value']) : null

/** The children of a node, in source order (arrays of nodes and `{ expression }` wrappers opened). */
function childrenOf(node: Node): Node[] {
  const found: Node[] = []
  const take = (value: unknown) => {
    if (isNode(value)) found.push(value)
    else if (Array.isArray(value)) value.forEach(take)
    else if (typeof value === 'object' && value !== null && 'expression' in value)
      take((value as { expression: unknown }).expression)
  }
  for (const [field, value] of Object.entries(node)) if (field !== 'span') take(value)
  return found
}

/** Visits `node`'s descendants that run when `node` runs, not the bodies of functions nested in it. */
function walkOwnLevel(node: Node, visit: (child: Node) => void): void {
  for (const child of childrenOf(node)) {
    if (FUNCTION_LIKE.has(child.type)) continue
    visit(child)
    walkOwnLevel(child, visit)
  }
}

/** The collection a `new` expression makes when it is a store, else null. */
function storeMade(node: Node): string | null {
  const name = identifierName(node['callee'])
  const args = (node['arguments'] as unknown[] | undefined) ?? []
  if (name === 'LRUCache') return 'new LRUCache'
  if (name !== null && COLLECTIONS.has(name) && args.length === 0) return `new ${name}`
  return null
}

function parse(file: string, text: string): Node {
  return parseSync(text, {
    syntax: 'typescript',
    tsx: file.endsWith('x'),
    decorators: false,
    comments: false,
  }) as unknown as Node
}

/**
 * A store factory a source defines, and whether what it keeps is bounded: every LRUCache its body makes is bounded
 * (in bytes, or by a count of entries of a fixed small size) and one is bounded in bytes.
 */
export interface StoreFactory {
  readonly name: string
  readonly boundedInBytes: boolean
}

/** The store factories a source defines: functions whose own body makes a store. */
export function factoriesIn(file: string, text: string): StoreFactory[] {
  const found: StoreFactory[] = []
  const consider = (name: string | null, body: unknown) => {
    if (!name || !isNode(body)) return
    const made: Node[] = []
    const take = (node: Node) => {
      if (node.type === 'NewExpression' && storeMade(node) !== null) made.push(node)
    }
    take(body)
    walkOwnLevel(body, take)
    if (made.length === 0) return
    // its LRUCaches are what it keeps; an empty Map beside them holds work in flight (renders running)
    const caches = made.filter((node) => storeMade(node) === 'new LRUCache')
    found.push({ name, boundedInBytes: caches.every(boundedLru) && caches.some(boundedInBytes) })
  }
  const visit = (node: Node) => {
    if (node.type === 'FunctionDeclaration') consider(identifierName(node['identifier']), node['body'])
    else if (node.type === 'VariableDeclarator') {
      const init = node['init']
      if (isNode(init) && (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression'))
        consider(identifierName(node['id']), init['body'])
    }
    childrenOf(node).forEach(visit)
  }
  visit(parse(file, text))
  return found
}

/** Names of the store factories a source defines. */
export const storeFactoriesIn = (file: string, text: string): string[] => factoriesIn(file, text).map((f) => f.name)

/** The option names of an LRUCache's options object given in place (none when they come from elsewhere). */
function lruOptions(node: Node): Set<string> {
  const [first] = (node['arguments'] as { expression: unknown }[] | undefined) ?? []
  const options = first?.expression
  if (!isNode(options) || options.type !== 'ObjectExpression') return new Set()
  return new Set(
    (options['properties'] as Node[]).flatMap((p) => {
      const name = p.type === 'Identifier' ? identifierName(p) : identifierName(p['key'])
      return name === null ? [] : [name]
    }),
  )
}

/** Whether an LRUCache's options name both `maxSize` and `sizeCalculation`. */
function boundedInBytes(node: Node): boolean {
  const names = lruOptions(node)
  return names.has('maxSize') && names.has('sizeCalculation')
}

/** Whether an LRUCache is bounded at all: in bytes, or by a count of entries (for entries of a fixed small size). */
const boundedLru = (node: Node): boolean => boundedInBytes(node) || lruOptions(node).has('max')

/** A module's syntax tree, and the line of the text each of its nodes starts on. */
function parseWithLines(
  file: string,
  text: string,
): { readonly source: Node; readonly lineOf: (node: Node) => number } {
  // the parser's positions count from where its module starts: its first token, here a statement of our own put
  // first, so that a position less the module's start is a byte offset in the text, one line down
  const source = parse(file, `0;\n${text}`)
  const bytes = Buffer.from(text)
  const base = (source.span?.start ?? 0) + 3
  const lineOf = (node: Node) =>
    bytes
      .subarray(0, Math.max(0, (node.span?.start ?? base) - base))
      .toString()
      .split('\n').length
  return { source, lineOf }
}

/** The stores a module makes when it loads (`factories`: the store factories' names, from storeFactoriesIn). */
export function storesIn(
  file: string,
  text: string,
  factories: ReadonlySet<string> | ReadonlyMap<string, boolean>,
): Store[] {
  const { source, lineOf } = parseWithLines(file, text)
  const stores: Store[] = []
  walkOwnLevel(source, (node) => {
    if (node.type === 'NewExpression') {
      const made = storeMade(node)
      if (made !== null)
        stores.push({ file, line: lineOf(node), made, boundedInBytes: made === 'new LRUCache' && boundedInBytes(node) })
    } else if (node.type === 'CallExpression') {
      const name = identifierName(node['callee'])
      if (name !== null && factories.has(name))
        stores.push({
          file,
          line: lineOf(node),
          made: `${name}(…)`,
          boundedInBytes: factories instanceof Map && factories.get(name) === true,
        })
    }
  })
  return stores
}

const SOURCE = /\.(ts|tsx|mts)$/
const NOT_SOURCE = /\.(test|spec)\.(ts|tsx)$|\.d\.ts$|routeTree\.gen\.ts$/

/** Production source files under `dir` (tests and generated files left out), paths from `root`. */
export function sourceFiles(root: string, dir: string): string[] {
  const found: string[] = []
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name)
      if (statSync(full).isDirectory()) walk(full)
      else if (SOURCE.test(name) && !NOT_SOURCE.test(name)) found.push(relative(root, full).split('\\').join('/'))
    }
  }
  walk(join(root, dir))
  return found.sort()
}

/** Every store web/ makes when its modules load, with the factories defined in web/ and domain/. */
export function webStores(root: string): Store[] {
  const read = (file: string) => readFileSync(join(root, file), 'utf8')
  const factories = new Map(
    [...sourceFiles(root, 'web'), ...sourceFiles(root, 'domain')]
      .flatMap((f) => factoriesIn(f, read(f)))
      .map((f) => [f.name, f.boundedInBytes] as const),
  )
  return sourceFiles(root, 'web').flatMap((f) => [
    ...storesIn(f, read(f), factories),
    ...responseCachesIn(f, read(f), factories.get(RESPONSE_CACHE_FACTORY) === true),
  ])
}

/**
 * The response cache is made inside the request pipeline's factory (web/server/http/pipeline.ts), which the server
 * entry calls once per process: a call of its factory anywhere in a module, nested in a function or not, is one.
 */
function responseCachesIn(file: string, text: string, bounded: boolean): Store[] {
  if (!text.includes(`${RESPONSE_CACHE_FACTORY}(`)) return []
  const { source, lineOf } = parseWithLines(file, text)
  const found: Store[] = []
  const visit = (node: Node) => {
    if (node.type === 'CallExpression' && identifierName(node['callee']) === RESPONSE_CACHE_FACTORY)
      found.push({ file, line: lineOf(node), made: RESPONSE_CACHE.made, boundedInBytes: bounded })
    childrenOf(node).forEach(visit)
  }
  visit(source)
  return found
}

export const MAX_CACHES = 5
export const CACHES_MODULE = 'web/caches/'

/**
 * The response cache (web/server/http/page-cache.ts): made once, wherever the server entry makes it, by its factory,
 * whose LRUCaches are all bounded, the pages' one in bytes (factoriesIn).
 */
const RESPONSE_CACHE_FACTORY = 'createPageCache'
export const RESPONSE_CACHE = { made: `${RESPONSE_CACHE_FACTORY}(…)` }
export const isResponseCache = (store: Store): boolean => store.made === RESPONSE_CACHE.made

/** Stores that memoise nothing, each with why: work in flight, listeners, or the browser's one page. */
export const NOT_CACHES: readonly { readonly file: string; readonly made: string; readonly why: string }[] = [
  { file: 'web/client/load-script.ts', made: 'new Map', why: 'in the browser: the scripts this page added, once each' },
  { file: 'web/components/chat/ChatPanel.tsx', made: 'new WeakMap', why: "in the browser: the page's one chat" },
  { file: 'web/components/garage/favourites-store.ts', made: 'new Set', why: 'listeners of the favourites list' },
  { file: 'web/server/composition/payment-setup.ts', made: 'new Set', why: 'warnings already logged, logged once' },
  { file: 'web/server/ops/metrics.ts', made: 'new Map', why: "metrics scrapes waiting for the workers' answers" },
  {
    file: 'web/server/http/html-answer.ts',
    made: 'new WeakMap',
    why: 'the text an answer was made of, with the answer',
  },
]

export const isListed = (store: Store, list: readonly { file: string; made: string }[]) =>
  list.some((entry) => entry.file === store.file && entry.made === store.made)

/** What is wrong with web/'s stores: a line per problem, none when caches are few, bounded and in one place. */
export function cacheProblems(stores: readonly Store[]): string[] {
  const caches = stores.filter((store) => !isListed(store, NOT_CACHES))
  const problems: string[] = []
  for (const cache of caches) {
    const where = `${cache.file}:${cache.line} ${cache.made}`
    if (isResponseCache(cache)) {
      if (!cache.boundedInBytes)
        problems.push(`${where}: the response cache's factory makes a store not bounded in bytes`)
      continue
    }
    if (!cache.file.startsWith(CACHES_MODULE))
      problems.push(`${where}: a cache outside ${CACHES_MODULE} (keep the value in web/caches/caches.ts)`)
    else if (!cache.boundedInBytes) problems.push(`${where}: not an LRUCache with maxSize and sizeCalculation`)
  }
  if (caches.length > MAX_CACHES)
    problems.push(`${caches.length} caches in web/, at most ${MAX_CACHES}: ${caches.map((c) => c.file).join(', ')}`)
  return problems
}
