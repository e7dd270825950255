import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import type { SearchStatusEvent } from './search-status.ts'
import { initialSearchStatus, nextSearchStatus, stalledAt } from './search-status.ts'

describe('search status (SPEC §4)', () => {
  it('idle → loading → stalled at 200 ms → idle; failure → error', () => {
    const loading = nextSearchStatus(initialSearchStatus, { type: 'start', at: 1000 })
    expect(loading.status).toBe('loading')
    expect(stalledAt(loading)).toBe(1200)
    expect(nextSearchStatus(loading, { type: 'tick', at: 1199 }).status).toBe('loading')
    const stalled = nextSearchStatus(loading, { type: 'tick', at: 1200 })
    expect(stalled.status).toBe('stalled')
    expect(nextSearchStatus(stalled, { type: 'success', at: 1300 })).toEqual(initialSearchStatus)
    expect(nextSearchStatus(loading, { type: 'failure', at: 1100, message: 'boom' })).toEqual({
      status: 'error',
      startedAt: null,
      error: 'boom',
    })
  })

  it('stalled only ever follows at least 200 ms of loading', () => {
    const event: fc.Arbitrary<SearchStatusEvent> = fc.oneof(
      fc.record({ type: fc.constant('start' as const), at: fc.nat(10_000) }),
      fc.record({ type: fc.constant('tick' as const), at: fc.nat(10_000) }),
      fc.record({ type: fc.constant('success' as const), at: fc.nat(10_000) }),
      fc.record({ type: fc.constant('failure' as const), at: fc.nat(10_000), message: fc.string() }),
    )
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        let state = initialSearchStatus
        for (const e of events) {
          const next = nextSearchStatus(state, e)
          if (next.status === 'stalled' && state.status !== 'stalled') {
            expect(state.status).toBe('loading')
            expect(e.at - (state.startedAt ?? Number.NaN)).toBeGreaterThanOrEqual(200)
          }
          if (e.type === 'failure') expect(next.status).toBe('error')
          if (e.type === 'start') expect(next.status).toBe('loading')
          state = next
        }
      }),
    )
  })
})
