import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  currentLocalData,
  ensureVisitRecorded,
  leadTracking,
  memoryStorage,
  readLocalData,
  recordVisit,
} from './local-data.ts'
import { MAX_PENDING_VISITS, notePendingVisit, PENDING_VISITS_KEY, takePendingVisits } from './pending-visits.ts'

const DAY = 86_400_000
const T = 1_700_000_000_000

describe('page views noted at load, folded into the stored local data', () => {
  it('a lead carries the pages viewed before its form was opened, and the landing page query', () => {
    const storage = memoryStorage()
    notePendingVisit({ path: '/', search: '?gclid=abc&utm_source=news', at: T }, storage)
    notePendingVisit({ path: '/search/new-used-and-demo-cars', search: '', at: T + 1000 }, storage)
    notePendingVisit({ path: '/cars/a-car', search: '', at: T + 2000 }, storage)
    expect(readLocalData(storage).visited_pages).toEqual([]) // nothing decoded or written at load
    expect(leadTracking(T + 3000, storage)).toMatchObject({
      visited_pages: ['/', '/search/new-used-and-demo-cars', '/cars/a-car'],
      linked_query_params: { gclid: 'abc', utm_source: 'news' },
    })
    expect(storage.map.has(PENDING_VISITS_KEY)).toBe(false)
  })

  it('the same result as recording each view when it happened (ageing and the 50-page cap included)', () => {
    const visit = fc.record({
      path: fc.constantFrom('/', '/a', '/b', '/cars/x'),
      search: fc.constantFrom('', '?gclid=1', '?utm_source=x'),
      gap: fc.integer({ min: 0, max: 40 * DAY }),
    })
    fc.assert(
      fc.property(fc.array(visit, { maxLength: 70 }), (visits) => {
        const direct = memoryStorage()
        const noted = memoryStorage()
        let at = T
        for (const v of visits) {
          at += v.gap
          ensureVisitRecorded(v.path, v.search, at, direct)
          notePendingVisit({ path: v.path, search: v.search, at }, noted)
        }
        expect(currentLocalData(noted)).toEqual(readLocalData(direct))
      }),
      { numRuns: 60 },
    )
  })

  it('a form that recorded its page before the shell noted it counts it once', () => {
    const storage = memoryStorage()
    ensureVisitRecorded('/contact', '', T, storage)
    notePendingVisit({ path: '/contact', search: '', at: T + 1 }, storage)
    expect(currentLocalData(storage).visited_pages).toEqual(['/contact'])
    recordVisit('/finance', '', T + 2, storage)
    expect(readLocalData(storage).visited_pages).toEqual(['/contact', '/finance'])
  })

  it('tampered notes are dropped, and the notes stay bounded', () => {
    const storage = memoryStorage()
    storage.setItem(
      PENDING_VISITS_KEY,
      JSON.stringify([{ path: 1 }, 'x', { path: '/ok', search: '', at: T }, { path: '/no-time', search: '' }]),
    )
    expect(takePendingVisits(storage).map((v) => v.path)).toEqual(['/ok'])
    storage.setItem(PENDING_VISITS_KEY, '{not json')
    expect(takePendingVisits(storage)).toEqual([])
    for (let i = 0; i < MAX_PENDING_VISITS + 20; i++)
      notePendingVisit({ path: `/p${i}`, search: '', at: T + i }, storage)
    const kept = takePendingVisits(storage)
    expect(kept).toHaveLength(MAX_PENDING_VISITS)
    expect(kept.at(-1)!.path).toBe(`/p${MAX_PENDING_VISITS + 19}`)
  })
})
