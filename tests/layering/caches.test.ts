import { describe, expect, it } from 'vitest'
import { resolve } from 'node:path'
import { cacheProblems, factoriesIn, isResponseCache, storeFactoriesIn, storesIn, webStores } from './cache-census.ts'

/**
 * Caches in web/ are few, bounded and in one place (issue 28; what counts as a store and a cache, and the rules:
 * ./cache-census.ts). The response cache (web/server/http/page-cache.ts, made once by web/server.ts) and the caches
 * of web/caches/ are the only caches: at most five in all, each bounded in bytes.
 */
const root = resolve(import.meta.dirname, '../..')

describe('caches in web/', () => {
  it('are at most 5, each bounded in bytes, all in web/caches/ but the response cache', () => {
    const stores = webStores(root)
    expect(cacheProblems(stores)).toEqual([])
    // the census sees the caches that are there: the response cache and the ones in web/caches/
    expect(stores.filter(isResponseCache)).toHaveLength(1)
    expect(stores.filter((s) => s.file.startsWith('web/caches/')).length).toBeGreaterThan(0)
  })

  it('fails on an unbounded memo added to a module of web/', () => {
    const planted = storesIn(
      'web/components/cards/planted.ts',
      `const labels = new Map<string, string>()
export const labelOf = (id: string) => labels.get(id) ?? ''`,
      new Set(),
    )
    expect(planted).toEqual([
      { file: 'web/components/cards/planted.ts', line: 1, made: 'new Map', boundedInBytes: false },
    ])
    expect(cacheProblems([...webStores(root), ...planted])).toEqual([
      'web/components/cards/planted.ts:1 new Map: a cache outside web/caches/ (keep the value in web/caches/caches.ts)',
    ])
  })

  it('fails on an LRUCache in web/caches/ bounded by entries, not bytes', () => {
    const planted = storesIn(
      'web/caches/planted.ts',
      `import { LRUCache } from 'lru-cache'\nconst pages = new LRUCache<string, string>({ max: 500 })`,
      new Set(),
    )
    expect(cacheProblems(planted)).toEqual([
      'web/caches/planted.ts:2 new LRUCache: not an LRUCache with maxSize and sizeCalculation',
    ])
  })

  it("fails when the response cache's factory keeps pages in a store not bounded in bytes", () => {
    const factory = (options: string) => `import { LRUCache } from 'lru-cache'
export function createPageCache(settings: { maxBytes: number }) {
  const entries = new LRUCache<string, string>(${options})
  const asked = new LRUCache<string, number>({ max: 10_000 })
  return { entries, asked, settings }
}`
    const server = `import { createPageCache } from './page-cache.ts'\nconst pageCache = createPageCache({ maxBytes: 1 })`
    const census = (options: string) => {
      const factories = new Map(
        factoriesIn('web/page-cache.ts', factory(options)).map((f) => [f.name, f.boundedInBytes]),
      )
      return cacheProblems(storesIn('web/server.ts', server, factories))
    }
    expect(census('{ maxSize: settings.maxBytes, sizeCalculation: (html) => html.length }')).toEqual([])
    expect(census('{ max: 500 }')).toEqual([
      "web/server.ts:2 createPageCache(…): the response cache's factory makes a store not bounded in bytes",
    ])
  })

  it('fails past five caches, even bounded ones', () => {
    const lru = `new LRUCache({ maxSize: 1024, sizeCalculation: (v: string) => v.length })`
    const planted = storesIn(
      'web/caches/planted.ts',
      Array.from({ length: 6 }, (_, i) => `export const c${i} = ${lru}`).join('\n'),
      new Set(),
    )
    expect(planted.every((s) => s.boundedInBytes)).toBe(true)
    expect(cacheProblems(planted)).toEqual([
      `6 caches in web/, at most 5: ${Array(6).fill('web/caches/planted.ts').join(', ')}`,
    ])
  })

  it('counts a store made through a factory when the module loads, not one made inside a function', () => {
    const factory = `export function keptByKey(max: number) {
  const sites = new WeakMap<object, string>()
  return { get: (site: object) => sites.get(site), max }
}`
    expect(storeFactoriesIn('web/x/factory.ts', factory)).toEqual(['keptByKey'])
    const module = `import { keptByKey } from './factory.ts'
const parts = { menu: keptByKey(2_000) }
export function perRequest() {
  const seen = new Set<string>()
  const nested = keptByKey(10)
  return [seen, nested, parts]
}`
    expect(storesIn('web/x/parts.ts', module, new Set(['keptByKey']))).toEqual([
      { file: 'web/x/parts.ts', line: 2, made: 'keptByKey(…)', boundedInBytes: false },
    ])
  })

  it('leaves out a lookup table made from entries, and counts every empty collection kind', () => {
    const module = `const TABLE = new Map([['a', 1]])
const a = new WeakMap()
const b = new Set()
const c = new WeakSet()
export const all = [TABLE, a, b, c]`
    expect(storesIn('web/x/kinds.ts', module, new Set()).map((s) => `${s.line} ${s.made}`)).toEqual([
      '2 new WeakMap',
      '3 new Set',
      '4 new WeakSet',
    ])
  })
})
