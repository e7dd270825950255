import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { MAX_VALUES_PER_FACET, buildFacetColumn, summarise } from './facet-column.ts'

// values as documents carry them: numbers, strings differing only in case, booleans, lists, nothing
const arbValue = fc.oneof(
  fc.integer({ min: -5, max: 400 }),
  fc.constantFrom('Toyota', 'toyota', 'Kia', 'ute', 'Ute', 'SUV', 'Ämbulance', 'zebra', '10', ''),
  fc.string({ maxLength: 4 }),
  fc.boolean(),
  fc.constant(null),
)
const arbDocs = fc.array(fc.record({ v: fc.oneof(arbValue, fc.array(arbValue, { maxLength: 3 })) }), { maxLength: 300 })

/** Meilisearch's order (numbers ascending, then strings by lower case), the first MAX_VALUES_PER_FACET values. */
const reference = (labels: ReadonlyArray<string>, numbers: Float64Array, counts: Int32Array, present: number[]) => {
  const ordered = [...present].sort((a, b) => {
    const [na, nb] = [numbers[a] as number, numbers[b] as number]
    if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb
    if (Number.isNaN(na) !== Number.isNaN(nb)) return Number.isNaN(na) ? 1 : -1
    const [la, lb] = [(labels[a] as string).toLowerCase(), (labels[b] as string).toLowerCase()]
    return la < lb ? -1 : la > lb ? 1 : 0
  })
  const out: Array<[string, number]> = []
  for (const id of ordered.slice(0, MAX_VALUES_PER_FACET)) {
    const at = out.findIndex(([label]) => label === labels[id])
    if (at >= 0) out[at]![1] += counts[id] as number
    else out.push([labels[id] as string, counts[id] as number])
  }
  return out
}

describe('a facet column summarised', () => {
  it('property: counts in Meilisearch order, at most 100 values, for any subset of documents, wide or narrow', () => {
    fc.assert(
      fc.property(arbDocs, fc.array(fc.nat(), { maxLength: 300 }), (docs, picks) => {
        const column = buildFacetColumn('v', docs)
        const counts = new Int32Array(column.labels.length)
        const present: number[] = []
        // a subset of the documents (a narrow search counts a few of many values; a wide one most of them)
        for (const pick of picks.slice(0, docs.length === 0 ? 0 : picks.length % (docs.length + 1))) {
          const i = pick % docs.length
          const id = column.single[i] as number
          const ids = id >= 0 ? [id] : id === -2 ? [...(column.multi.get(i) ?? [])] : []
          for (const v of ids) {
            counts[v] = (counts[v] as number) + 1
            if (counts[v] === 1) present.push(v)
          }
        }
        const expected = reference(column.labels, column.numbers, counts, present)
        const { distribution, stats } = summarise(column, counts, [...present])
        // entry order as well: a page lists facet values in the order they come
        expect(Object.entries(distribution)).toEqual(Object.entries(Object.fromEntries(expected)))
        const numbers = present.map((id) => column.numbers[id] as number).filter((n) => !Number.isNaN(n))
        expect(stats).toEqual(numbers.length === 0 ? null : { min: Math.min(...numbers), max: Math.max(...numbers) })
      }),
      { numRuns: 300 },
    )
  })

  it('property: a few values of many (a narrow search) come in the same order', () => {
    const arbWord = fc.string({ minLength: 1, maxLength: 6 })
    fc.assert(
      fc.property(
        fc.uniqueArray(arbWord, {
          minLength: 100,
          maxLength: 200,
          comparator: (a, b) => a.toLowerCase() === b.toLowerCase(),
        }),
        fc.array(fc.nat(), { minLength: 2, maxLength: 10 }),
        (words, picks) => {
          const column = buildFacetColumn(
            'v',
            words.map((v) => ({ v })),
          )
          const counts = new Int32Array(column.labels.length)
          const present: number[] = []
          for (const pick of picks) {
            const id = pick % column.labels.length
            counts[id] = (counts[id] as number) + 1
            if (counts[id] === 1) present.push(id)
          }
          const { distribution } = summarise(column, counts, [...present])
          // (through an object, as the answer is one: keys that read as array indices come first, in number order)
          expect(Object.entries(distribution)).toEqual(
            Object.entries(Object.fromEntries(reference(column.labels, column.numbers, counts, present))),
          )
        },
      ),
    )
  })

  it('keeps the first 100 values in order when more are present', () => {
    const docs = Array.from({ length: 250 }, (_, i) => ({ v: 1000 - i * 3 }))
    const column = buildFacetColumn('v', docs)
    const counts = new Int32Array(column.labels.length).fill(1)
    const { distribution } = summarise(column, counts, [...column.labels.keys()])
    expect(Object.keys(distribution)).toHaveLength(100)
    expect(Object.keys(distribution)[0]).toBe(String(1000 - 249 * 3))
    expect(Object.keys(distribution).at(-1)).toBe(String(1000 - 150 * 3))
  })
})
