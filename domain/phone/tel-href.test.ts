import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { telHref } from './tel-href.ts'

describe('telHref', () => {
  it('dials the digits, keeping an international +', () => {
    const cases = [
      ['(07) 5550 1001', 'tel:0755501001'],
      ['0412 345 678', 'tel:0412345678'],
      ['+61 412 345 678', 'tel:+61412345678'],
      ['+64 9 555 0100', 'tel:+6495550100'],
    ] as const
    for (const [given, expected] of cases) expect(telHref(given)).toBe(expected)
  })
  it('is only ever tel: followed by an optional + and digits', () => {
    fc.assert(fc.property(fc.string(), (raw) => /^tel:\+?\d*$/.test(telHref(raw))))
  })
})
