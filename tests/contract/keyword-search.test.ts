import { describe, expect, it } from 'vitest'
import type { Car } from '@domain/cars/car.schema.ts'
import { toSearchDocument, type SearchDocument } from '@domain/search/search-document.ts'
import { searchRequest } from '@domain/search/testing/search-request.ts'
import { demoSearch } from './support/demo-search.ts'

/**
 * Keyword search on real tenants' demo stock: a shopper's word finds the cars whose body, fuel, colour,
 * transmission, features, location or stock number hold it, as Meilisearch's default settings (every text
 * attribute searchable) do, not only those whose make, model or badge hold it.
 */
const { tenants, stockOf, search } = demoSearch(['demo-motors', 'metro-auto-group'])

const ids = async (site: (typeof tenants)[number]['site'], query: string): Promise<Set<string>> => {
  const all = new Set<string>()
  for (let offset = 0; ; offset += 100) {
    const answer = await search.search(site, searchRequest({ query, offset }))
    for (const hit of answer.hits) all.add(hit.id)
    if (answer.hits.length < 100) return all
  }
}

const lower = (s: string | null | undefined) => (s ?? '').toLowerCase()
const WORDS: Array<[string, (doc: SearchDocument) => boolean]> = [
  ['ute', (d) => d.body === 'ute'],
  ['diesel', (d) => lower(d.fuel) === 'diesel'],
  ['white', (d) => lower(d.colour).split(' ').includes('white')],
  ['manual', (d) => lower(d.transmission) === 'manual'],
  ['sunroof', (d) => (d.filtered_features ?? []).includes('Sunroof')],
  ['disel', (d) => lower(d.fuel) === 'diesel'],
]

describe.each(tenants.map((t) => [t.site.slug, t] as const))('keyword search on %s', (_, tenant) => {
  const listed = async (): Promise<SearchDocument[]> => {
    const shown = await ids(tenant.site, '')
    return (stockOf.get(tenant.site.slug) as Car[]).filter((c) => shown.has(c.id)).map(toSearchDocument)
  }

  it.each(WORDS)("'%s' finds every listed car whose text attributes hold it", async (word, holds) => {
    const expected = (await listed()).filter(holds).map((d) => d.id)
    expect(expected.length).toBeGreaterThan(0)
    const found = await ids(tenant.site, word)
    expect(expected.filter((id) => !found.has(id))).toEqual([])
  })

  it('a stock number and a suburb find their cars', async () => {
    const [car] = await listed()
    // a stock number is one word: typos and the prefix rule find its neighbours too, as on Meilisearch
    expect((await ids(tenant.site, car?.stocknum ?? '')).has(car?.id ?? '')).toBe(true)
    const suburb = (car?.city ?? '').split(' ')[0] ?? ''
    const found = await ids(tenant.site, suburb)
    expect(found.has(car?.id ?? '')).toBe(true)
  })

  it('only the last word is a prefix: a cut-short first word finds nothing', async () => {
    expect((await ids(tenant.site, 'whit ute')).size).toBe(0)
    expect((await ids(tenant.site, 'ute whit')).size).toBeGreaterThan(0)
  })
})
