import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { pageList } from './paging.ts'
import { pageWindow } from './page-window.ts'

describe('the pages a pager shows', () => {
  it('shows the first, the last and two either side of the current page, with a gap between', () => {
    expect(pageWindow(pageList(200, 20), 5)).toEqual([1, null, 3, 4, 5, 6, 7, null, 10])
    expect(pageWindow(pageList(200, 20), 1)).toEqual([1, 2, 3, null, 10])
    expect(pageWindow(pageList(60, 20), 2)).toEqual([1, 2, 3])
  })

  it('property: pages ascend, include the first, the last and the current, and a gap stands only for missing pages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 60 }), (count, at) => {
        const current = Math.min(at, count)
        const pages = Array.from({ length: count }, (_, i) => i + 1)
        const shown = pageWindow(pages, current)
        const numbers = shown.filter((p): p is number => p !== null)
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
        expect(numbers).toContain(1)
        expect(numbers).toContain(count)
        expect(numbers).toContain(current)
        shown.forEach((p, i) => {
          if (p === null) expect((shown[i + 1] as number) - (shown[i - 1] as number)).toBeGreaterThan(1)
        })
      }),
    )
  })
})
