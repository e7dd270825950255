import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { DEFAULT_HITS_PER_PAGE, offsetToPage, pageCount, pageList, pageToOffset, searchCallWindow } from './paging.ts'

describe('paging (SPEC §9)', () => {
  it('exact values', () => {
    expect(DEFAULT_HITS_PER_PAGE).toBe(21)
    expect(pageToOffset(1)).toBe(0)
    expect(pageToOffset(3)).toBe(42)
    expect(pageToOffset(2, 20)).toBe(20)
    expect(pageList(43)).toEqual([1, 2, 3])
    expect(pageList(42)).toEqual([1, 2])
    expect(pageList(0)).toEqual([])
    expect(searchCallWindow({})).toEqual({ limit: 100, offset: 0 })
    expect(searchCallWindow({ limit: 21, offset: 42 })).toEqual({ limit: 21, offset: 42 })
    expect(pageToOffset(Number.NaN)).toBe(0)
  })
  it('offset and page convert back and forth; the page list covers every hit exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 100 }), (page, limit) => {
        expect(offsetToPage(pageToOffset(page, limit), limit)).toBe(page)
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 100 }), (total, limit) => {
        const pages = pageList(total, limit)
        expect(pages.length).toBe(pageCount(total, limit))
        expect(pages.length * limit).toBeGreaterThanOrEqual(total)
        expect(Math.max(0, pages.length - 1) * limit).toBeLessThan(Math.max(total, 1))
        expect(pages.every((p, i) => p === i + 1)).toBe(true)
      }),
    )
  })
})
