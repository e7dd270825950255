import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { groupThousands } from './group-thousands.ts'

describe('groupThousands', () => {
  it('puts a comma between each group of three digits, from the right', () => {
    expect(['0', '999', '1000', '12345', '1234567'].map(groupThousands)).toEqual([
      '0',
      '999',
      '1,000',
      '12,345',
      '1,234,567',
    ])
  })
  it("writes whole numbers as toLocaleString('en-AU') does", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        (n) => groupThousands(String(n)) === n.toLocaleString('en-AU'),
      ),
    )
  })
})
