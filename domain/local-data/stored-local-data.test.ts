import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { Schema } from 'effect'
import {
  EMPTY_LOCAL_DATA,
  LOCAL_DATA_MAX_AGE_MS,
  MAX_VISITED_PAGES,
  StoredLocalData,
  leadTrackingData,
  recordPageVisit,
} from './stored-local-data.ts'
import { TRACKED_PARAMS, pickTrackedParams } from './tracked-params.ts'

const DAY = 86_400_000
const t0 = 1_700_000_000_000

describe('stored local data', () => {
  it('tracks gclid, fbclid, utm_source, utm_medium, utm_campaign', () => {
    expect(TRACKED_PARAMS).toEqual(['gclid', 'fbclid', 'utm_source', 'utm_medium', 'utm_campaign'])
    expect(pickTrackedParams({ gclid: 'g', page: '2', utm_source: '' })).toEqual({ gclid: 'g' })
  })

  it('keeps the first page query and appends visited pages', () => {
    let d = recordPageVisit(EMPTY_LOCAL_DATA, { path: '/', query: { utm_source: 'fb', x: '1' } }, t0)
    d = recordPageVisit(d, { path: '/cars/a', query: {} }, t0 + 1000)
    expect(d).toEqual({
      first_page_query: { utm_source: 'fb', x: '1' },
      visited_pages: ['/', '/cars/a'],
      stored_at_ms: t0,
    })
    expect(leadTrackingData(d, t0 + 2000)).toEqual({
      visited_pages: ['/', '/cars/a'],
      linked_query_params: { utm_source: 'fb' },
    })
  })

  it('clears after 30 days (2,592,000,000 ms)', () => {
    expect(LOCAL_DATA_MAX_AGE_MS).toBe(2_592_000_000)
    const d = recordPageVisit(EMPTY_LOCAL_DATA, { path: '/', query: { gclid: 'a' } }, t0)
    const sameWindow = recordPageVisit(d, { path: '/b', query: {} }, t0 + 30 * DAY)
    expect(sameWindow.visited_pages).toEqual(['/', '/b'])
    const later = recordPageVisit(d, { path: '/b', query: {} }, t0 + 30 * DAY + 1)
    expect(later).toEqual({ first_page_query: {}, visited_pages: ['/b'], stored_at_ms: t0 + 30 * DAY + 1 })
    expect(leadTrackingData(d, t0 + 31 * DAY)).toEqual({ visited_pages: [], linked_query_params: {} })
  })

  it('clears when new marketing parameters appear, not when the same ones return', () => {
    const d = recordPageVisit(EMPTY_LOCAL_DATA, { path: '/', query: { gclid: 'a' } }, t0)
    expect(recordPageVisit(d, { path: '/x', query: { gclid: 'a' } }, t0 + 1).visited_pages).toEqual(['/', '/x'])
    expect(recordPageVisit(d, { path: '/x', query: { utm_campaign: 'spring' } }, t0 + 1)).toEqual({
      first_page_query: { utm_campaign: 'spring' },
      visited_pages: ['/x'],
      stored_at_ms: t0 + 1,
    })
  })

  it('keeps at most 50 visited pages, the latest ones', () => {
    let d = EMPTY_LOCAL_DATA
    for (let i = 0; i < 60; i++) d = recordPageVisit(d, { path: `/p${i}`, query: {} }, t0 + i)
    expect(MAX_VISITED_PAGES).toBe(50)
    expect(d.visited_pages).toHaveLength(50)
    expect(d.visited_pages[0]).toBe('/p10')
    expect(d.visited_pages[49]).toBe('/p59')
  })

  it('decodes stored data with defaults', () => {
    expect(Schema.decodeUnknownSync(StoredLocalData)({})).toEqual(EMPTY_LOCAL_DATA)
  })
})

describe('stored local data properties', () => {
  const queryArb = fc.dictionary(fc.constantFrom(...TRACKED_PARAMS, 'page', 'q'), fc.string({ maxLength: 3 }), {
    maxKeys: 3,
  })
  const visitArb = fc.record({
    path: fc.string({ maxLength: 5 }).map((s) => `/${s}`),
    query: queryArb,
    dt: fc.integer({ min: 0, max: 40 * DAY }),
  })

  it('visited pages never exceed 50 and the latest page is always last', () => {
    fc.assert(
      fc.property(fc.array(visitArb, { minLength: 1, maxLength: 120 }), (visits) => {
        let d = EMPTY_LOCAL_DATA
        let now = t0
        for (const v of visits) {
          now += v.dt
          d = recordPageVisit(d, v, now)
          expect(d.visited_pages.length).toBeLessThanOrEqual(50)
          expect(d.visited_pages.at(-1)).toBe(v.path)
          expect(now - (d.stored_at_ms ?? now)).toBeLessThanOrEqual(LOCAL_DATA_MAX_AGE_MS)
        }
      }),
    )
  })

  it('linked params of a lead are those of the page that started the window', () => {
    fc.assert(
      fc.property(fc.array(visitArb, { minLength: 1, maxLength: 30 }), (visits) => {
        let d = EMPTY_LOCAL_DATA
        let now = t0
        let starter: Record<string, string> = {}
        for (const v of visits) {
          now += v.dt
          d = recordPageVisit(d, v, now)
          // a window starts (first visit or reset) exactly when the list holds one page again
          if (d.visited_pages.length === 1) starter = v.query
        }
        expect(leadTrackingData(d, now).linked_query_params).toEqual(pickTrackedParams(starter))
      }),
    )
  })
})
