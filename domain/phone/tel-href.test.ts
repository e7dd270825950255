import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { telHref } from './tel-href.ts'

describe('telHref', () => {
  it('dials the digits, keeping an international +', () => {
    expect(telHref('(07) 5550 1001')).toBe('tel:0755501001')
    expect(telHref('0412 345 678')).toBe('tel:0412345678')
    expect(telHref('+61 412 345 678')).toBe('tel:+61412345678')
    expect(telHref('+64 9 555 0100')).toBe('tel:+6495550100')
  })
  it('is only ever tel: followed by an optional + and digits', () => {
    fc.assert(fc.property(fc.string(), (raw) => /^tel:\+?\d*$/.test(telHref(raw))))
  })
})
