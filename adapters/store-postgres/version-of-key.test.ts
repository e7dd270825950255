import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { idempotencyKey } from '../store-sqlite/lead-store.ts'
import { versionOfKey } from './lead-store.ts'

describe('versionOfKey', () => {
  it("names the lead and version a delivery's key was made from, whatever the lead's id holds (colons included)", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1_000_000 }), (leadId, version) => {
        expect(versionOfKey(idempotencyKey(leadId, version))).toEqual([leadId, String(version)])
      }),
    )
  })
})
