import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { cleanIds, FAVOURITES_LIMIT, isFavourite, toggleFavourite } from './favourites.ts'
import { isValidCarId } from '../validation/validators.ts'

describe('favourites', () => {
  it('adding a car fires event 39', () => {
    const r = toggleFavourite([], 'abc')
    expect(r.ids).toEqual(['abc'])
    expect(r.added).toBe(true)
    expect(r.event).toEqual({ id: 39, name: 'Wishlist / favourite', data: { car_id: 'abc' } })
  })
  it('removing a car fires nothing', () => {
    const r = toggleFavourite(['abc', 'def'], 'abc')
    expect(r).toEqual({ ids: ['def'], added: false, event: null })
  })
})

describe('favourites properties', () => {
  const idsArb = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 10 })
  it('toggling flips membership and toggling twice restores the set', () => {
    fc.assert(
      fc.property(idsArb, fc.string({ minLength: 1, maxLength: 6 }), (ids, id) => {
        const once = toggleFavourite(ids, id)
        expect(isFavourite(once.ids, id)).toBe(!isFavourite(ids, id))
        expect(once.event?.id ?? null).toBe(once.added ? 39 : null)
        expect(new Set(toggleFavourite(once.ids, id).ids)).toEqual(new Set(ids))
        expect(new Set(once.ids).size).toBe(once.ids.length)
      }),
    )
  })
})

describe('saved ids read back from storage', () => {
  const carIds = fc.array(fc.stringMatching(/^[a-z0-9]{8,12}$/), { maxLength: 400 })

  it('keeps only well-formed ids, each once, the latest saved at most FAVOURITES_LIMIT', () => {
    fc.assert(
      fc.property(
        carIds,
        fc.array(fc.oneof(fc.integer(), fc.boolean(), fc.object(), fc.constant('not an id!')), { maxLength: 20 }),
        (ids, junk) => {
          const cleaned = cleanIds([...junk, ...ids])
          expect(new Set(cleaned).size).toBe(cleaned.length)
          expect(cleaned.length).toBeLessThanOrEqual(FAVOURITES_LIMIT)
          for (const id of cleaned) expect(isValidCarId(id)).toBe(true)
          const unique = [...new Set(ids.filter(isValidCarId))]
          expect(cleaned.filter((id) => unique.includes(id))).toEqual(unique.slice(-FAVOURITES_LIMIT))
        },
      ),
    )
  })

  it('anything but a list reads as none saved', () => {
    for (const value of [null, undefined, 'abc', 42, { 0: 'abc12345' }]) expect(cleanIds(value)).toEqual([])
  })
})
