import { LRUCache } from 'lru-cache'
import { createIsomorphicFn } from '@tanstack/react-start'
import { cacheKey } from '@domain/kernel/cache-key.ts'
import { builtForDevelopment } from '../server/composition/process-environment.ts'

/**
 * Every in-process cache of web/ but the response cache (web/server/http/page-cache.ts) lives here. The rules:
 *
 * 1. A cache is a module-scope store that memoises a computed value. No other module of web/ makes one
 *    (tests/layering/caches.test.ts counts them: at most five in web/, each an LRUCache bounded in bytes).
 * 2. Bounded in bytes: each cache has a byte budget (`maxSize`) and a size for every entry (`sizeCalculation`); past
 *    the budget the least recently used entries go. A visitor choosing new keys (a price range, a keyword) only
 *    pushes older entries out.
 * 3. Per tenant: every key starts with the tenant's part (its site object, one per tenant version, or an object of
 *    one tenant version: its stock summary, a car), so an entry one tenant's page wrote is never read by another's,
 *    whatever the rest of its key says; `SHARED` only for a value of its other parts alone (an image's srcset).
 * 4. Keys are lists of parts joined with domain/kernel/cache-key.ts (each part written with its length), so no part
 *    can stand for several and two different lists never share a key. An object in a key is named by `objectKey`:
 *    one name per object for as long as it lives (a site version, a car of a stock version), so a new version of
 *    what a value was computed from is a new key, never a stale hit.
 * 5. A value computed from a key's parts depends on nothing else (not on the request, the time or a `useId`), and
 *    is never changed once kept: in development every kept value is frozen, so a caller changing one fails loudly.
 * 6. Server only: in the browser nothing is kept here and every value is computed (the browser renders a page once).
 */

/**
 * What an entry costs beyond its key's and value's characters: its slots in the cache's key map and lists, and the
 * headers of its strings.
 */
const ENTRY_BYTES = 160

/**
 * A text's bytes on the heap once it is one run of characters (`flat`): two per character at most (one for Latin-1
 * texts), so this never counts less than the text holds.
 */
const textBytes = (text: string): number => 2 * text.length

/**
 * `text` as one run of characters, as a cache must keep it. A text built by many joins (React's string render
 * writes a part one `+=` at a time; a key is joined part by part) is held by V8 as a tree of its pieces, each piece
 * an object of its own, which costs several times its characters: kept as it is, a cache holds far more than its
 * budget counts. Slicing a copy makes V8 write the text out once as one run, and lets the tree go.
 */
const flat = (text: string): string => ` ${text}`.slice(1)

/** Kept inner markup of page parts (cards, listing menus and panels, the shell, a vehicle page's parts). */
const markup = /* @__PURE__ */ new LRUCache<string, string>({
  maxSize: 48 * 1024 * 1024,
  sizeCalculation: (html, key) => textBytes(html) + textBytes(key) + ENTRY_BYTES,
})

/**
 * Values derived from kept objects and short texts (card models, JSON texts of a page's state, heads, link targets,
 * formatted phone numbers, parsed markdown): sized by their JSON text, or by `bytes` where the caller knows better.
 */
const derived = /* @__PURE__ */ new LRUCache<string, { readonly value: unknown; readonly bytes: number }>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (entry, key) => entry.bytes + textBytes(key) + ENTRY_BYTES,
})

/** in development every kept value is frozen (rule 5); read once, on the server */
const frozen: boolean = createIsomorphicFn()
  .server(() => builtForDevelopment())
  .client(() => false)()

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  Object.freeze(value)
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key])
  return value
}

/** Where an object's name is written on it: a property no JSON text, spread or `Object.keys` sees. */
const NAME = Symbol('cache key name')
let named = 0

/**
 * A name of `object` for cache keys, the same for as long as the object lives and never given to another. Written
 * on the object itself (not in a store), so it goes when the object goes; an object that cannot take it (frozen) is
 * named by its JSON text.
 */
export function objectKey(object: object): string {
  const own = (object as { [NAME]?: string })[NAME]
  if (own !== undefined) return own
  if (!Object.isExtensible(object)) return `=${JSON.stringify(object)}`
  named += 1
  const name = `#${named.toString(36)}`
  Object.defineProperty(object, NAME, { value: name })
  return name
}

/** The tenant part of a value that is a function of its other parts alone, the same for every tenant (an image's srcset). */
export const SHARED = 'shared'

/** A key part: a text as it is, an object by its name. */
export type KeyPart = string | object

const keyOf = (tenant: KeyPart, parts: readonly KeyPart[]): string =>
  cacheKey([tenant, ...parts].map((part) => (typeof part === 'string' ? part : objectKey(part))))

/**
 * The value kept for `tenant` (its slug, or its site object: one per tenant version) and `parts`, made by `make`
 * and kept first when there is none. `bytes`: the value's size, when its JSON text would not say it.
 */
type KeptValue = <V>(tenant: KeyPart, parts: readonly KeyPart[], make: () => V, bytes?: (value: V) => number) => V

export const keptValue: KeptValue = createIsomorphicFn()
  .server(<V>(tenant: KeyPart, parts: readonly KeyPart[], make: () => V, bytes?: (value: V) => number): V => {
    const key = keyOf(tenant, parts)
    const kept = derived.get(key)
    if (kept !== undefined) return kept.value as V
    const made = make()
    const value = (typeof made === 'string' ? flat(made) : made) as V
    const size = bytes ? bytes(value) : 2 * (JSON.stringify(value)?.length ?? 8)
    // named before it is frozen, so that a key naming it later reads its name, not its JSON text
    if (typeof value === 'object' && value !== null) objectKey(value)
    derived.set(flat(key), { value: frozen ? deepFreeze(value) : value, bytes: Math.max(1, size) })
    return value
  })
  .client(<V>(_tenant: KeyPart, _parts: readonly KeyPart[], make: () => V): V => make()) as unknown as KeptValue

/** A value kept for `tenant` and `parts` by `keepValue` (undefined: none; always undefined in the browser). */
export const readValue: (tenant: KeyPart, parts: readonly KeyPart[]) => unknown = createIsomorphicFn()
  .server((tenant: KeyPart, parts: readonly KeyPart[]) => derived.get(keyOf(tenant, parts))?.value)
  .client(() => undefined)

/** Keeps a value made elsewhere for `tenant` and `parts` (`bytes`: its size); read back with `readValue`. */
export const keepValue: (tenant: KeyPart, parts: readonly KeyPart[], value: unknown, bytes: number) => void =
  createIsomorphicFn()
    .server((tenant: KeyPart, parts: readonly KeyPart[], value: unknown, bytes: number) => {
      derived.set(flat(keyOf(tenant, parts)), { value: frozen ? deepFreeze(value) : value, bytes: Math.max(1, bytes) })
    })
    .client(() => {})

/** Kept markup of a part (undefined: none kept, or being made; always undefined in the browser). */
export const keptMarkup: (tenant: KeyPart, parts: readonly KeyPart[]) => string | undefined = createIsomorphicFn()
  .server((tenant: KeyPart, parts: readonly KeyPart[]) => {
    const html = markup.get(keyOf(tenant, parts))
    return html === '' ? undefined : html
  })
  .client(() => undefined)

/** Whether a part's markup is kept, or being made (`keepMarkup(…, null)`). */
export const hasMarkup: (tenant: KeyPart, parts: readonly KeyPart[]) => boolean = createIsomorphicFn()
  .server((tenant: KeyPart, parts: readonly KeyPart[]) => markup.has(keyOf(tenant, parts)))
  .client(() => false)

/** Keeps a part's markup; null notes it as being made (read as none), undefined forgets it. */
export const keepMarkup: (tenant: KeyPart, parts: readonly KeyPart[], html: string | null | undefined) => void =
  createIsomorphicFn()
    .server((tenant: KeyPart, parts: readonly KeyPart[], html: string | null | undefined) => {
      const key = keyOf(tenant, parts)
      if (html === undefined) markup.delete(key)
      else markup.set(flat(key), html === null ? '' : flat(html))
    })
    .client(() => {})

/** The bytes each cache holds now, by its own count (its `sizeCalculation`): for tests and operations. */
export const keptBytes = (): { readonly markup: number; readonly derived: number } => ({
  markup: markup.calculatedSize,
  derived: derived.calculatedSize,
})

/** Each cache's byte budget (`maxSize`). */
export const CACHE_BUDGETS = { markup: markup.maxSize, derived: derived.maxSize } as const
