import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  DEFAULT_PENDING_WINDOW,
  PENDING_SWEEP_GRACE_MS,
  PENDING_SWEEP_INTERVAL_MS,
  PENDING_VERIFICATION_EXPIRY_MS,
  pendingAskedBefore,
  pendingVerdict,
} from './pending-verification.ts'

const asked = Date.UTC(2026, 5, 1, 10, 0, 0)
const MIN = 60_000
const HOUR = 60 * MIN

describe('pending verification sweep: which verifications it finishes', () => {
  it('uses a 2-minute grace period, a 24-hour expiry window and runs every minute', () => {
    expect(PENDING_SWEEP_GRACE_MS).toBe(2 * MIN)
    expect(PENDING_VERIFICATION_EXPIRY_MS).toBe(24 * HOUR)
    expect(PENDING_SWEEP_INTERVAL_MS).toBe(MIN)
    expect(DEFAULT_PENDING_WINDOW).toEqual({ graceMs: 2 * MIN, expiryMs: 24 * HOUR })
  })

  it('leaves a verification to the shopper for 2 minutes, finishes it until 24 hours, then expires it', () => {
    expect(pendingVerdict(asked, asked)).toBe('wait')
    expect(pendingVerdict(asked, asked + 1 * MIN)).toBe('wait')
    expect(pendingVerdict(asked, asked + 2 * MIN)).toBe('wait')
    expect(pendingVerdict(asked, asked + 2 * MIN + 1)).toBe('finish')
    expect(pendingVerdict(asked, asked + 3 * MIN)).toBe('finish')
    expect(pendingVerdict(asked, asked + 24 * HOUR)).toBe('finish')
    expect(pendingVerdict(asked, asked + 24 * HOUR + 1)).toBe('expire')
    expect(pendingVerdict(asked, asked + 30 * 24 * HOUR)).toBe('expire')
    // a clock that reads earlier than the request (another server's clock, a correction) never acts
    expect(pendingVerdict(asked, asked - 5 * MIN)).toBe('wait')
  })

  const window = fc
    .record({ graceMs: fc.integer({ min: 0, max: 10 * HOUR }), extra: fc.integer({ min: 0, max: 48 * HOUR }) })
    .map(({ graceMs, extra }) => ({ graceMs, expiryMs: graceMs + extra }))
  const time = fc.integer({ min: 0, max: 2 ** 45 })

  it('property: finish exactly when the wait is past the grace period and within the expiry window; expire exactly past it', () => {
    fc.assert(
      fc.property(time, fc.integer({ min: -HOUR, max: 72 * HOUR }), window, (at, waited, w) => {
        const verdict = pendingVerdict(at, at + waited, w)
        expect(verdict === 'expire').toBe(waited > w.expiryMs)
        expect(verdict === 'finish').toBe(waited > w.graceMs && waited <= w.expiryMs)
        expect(verdict === 'wait').toBe(waited <= w.graceMs)
      }),
    )
  })

  it('property: as time passes a verification only moves on (wait → finish → expire), never back', () => {
    const rank = { wait: 0, finish: 1, expire: 2 } as const
    fc.assert(
      fc.property(time, fc.nat(72 * HOUR), fc.nat(72 * HOUR), window, (at, a, b, w) => {
        const [early, late] = a <= b ? [a, b] : [b, a]
        expect(rank[pendingVerdict(at, at + early, w)]).toBeLessThanOrEqual(rank[pendingVerdict(at, at + late, w)])
      }),
    )
  })

  it("property: the store's bound selects exactly the verifications that are no longer the shopper's", () => {
    fc.assert(
      fc.property(time, fc.integer({ min: -HOUR, max: 72 * HOUR }), window, (now, waited, w) => {
        const askedAt = now - waited
        expect(askedAt <= pendingAskedBefore(now, w)).toBe(pendingVerdict(askedAt, now, w) !== 'wait')
      }),
    )
  })
})
