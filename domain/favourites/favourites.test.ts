import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isFavourite, toggleFavourite } from './favourites.ts'

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
