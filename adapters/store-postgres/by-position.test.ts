import { describe, expect, it } from 'vitest'
import { byPosition } from './by-position.ts'

describe('byPosition', () => {
  it('gives each input asked its row by 1-based ordinal, in the order asked, and null where no row came back', () => {
    const rows = [
      { ord: 3, id: 'c' },
      { ord: 1, id: 'a' },
    ]
    expect(byPosition(rows, 4, (row) => row.id)).toEqual(['a', null, 'c', null])
    expect(byPosition([], 2, () => 'x')).toEqual([null, null])
  })
})
