import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { SearchRequest, SearchResponse } from '@domain/search/search-request.schema.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { SearchServiceError } from '@domain/ports/search.port.ts'
import type { DirectSearchGrant, SearchGrant } from '@domain/search/search-grant.ts'
import {
  DIRECT_PAUSE_MS,
  PROXY_RECHECK_MS,
  REFRESH_MARGIN_MS,
  createMeilisearchBrowserSearch,
} from './browser-search.ts'
import { manualClock } from '@domain/ports/testing/manual-clock.ts'

const site = makeSite()
const request: SearchRequest = { query: '', refinements: {}, ranges: {}, sort: [], limit: 21, offset: 0, facets: [] }
const answer = (from: string): SearchResponse =>
  ({
    hits: [],
    facets: [],
    facetDistribution: {},
    facetStats: {},
    estimatedTotalHits: from.length,
    count: 0,
    processingTimeMs: 0,
    ms: 0,
    limit: 21,
    offset: 0,
    pagination: { page: 1, pages: 0, hitsPerPage: 21 },
  }) as unknown as SearchResponse
const direct = (n: number): DirectSearchGrant => ({
  mode: 'direct',
  host: 'http://search.test',
  indexUid: 'Car_production',
  token: `token-${n}`,
  expiresAt: 0,
  expiresInSeconds: 600,
})

/** A browser search over scripted grants and direct outcomes, recording what it did. */
function harness(
  options: { grants?: Array<SearchGrant | Error>; directFails?: Array<number | 'network' | null> } = {},
) {
  const clock = manualClock(1_000_000)
  let issued = 0
  const log: string[] = []
  const grants = options.grants ?? [direct(1), direct(2), direct(3), direct(4)]
  const failures = options.directFails ?? []
  const search = createMeilisearchBrowserSearch({
    now: clock.now,
    fetchGrant: async () => {
      const next = grants[issued++] ?? direct(issued)
      log.push(`grant:${next instanceof Error ? 'error' : next.mode === 'direct' ? next.token : 'proxy'}`)
      if (next instanceof Error) throw next
      return next
    },
    direct: async (grant) => {
      log.push(`direct:${grant.token}`)
      const failure = failures.shift()
      if (failure === 'network') throw new TypeError('Failed to fetch')
      if (typeof failure === 'number') throw new SearchServiceError('The provided API key is invalid.', failure)
      return answer('direct')
    },
    proxy: async () => {
      log.push('proxy')
      return answer('proxy')
    },
  })
  return { search, log, tick: clock.advance }
}

describe('browser search: direct with the tenant token, the server as the fallback', () => {
  it('searches directly with one token until it is due for refresh, then fetches the next', async () => {
    const h = harness()
    await h.search.search(site, request)
    h.tick(600_000 - REFRESH_MARGIN_MS - 1)
    await h.search.search(site, request)
    h.tick(2)
    await h.search.search(site, request)
    expect(h.log).toEqual(['grant:token-1', 'direct:token-1', 'direct:token-1', 'grant:token-2', 'direct:token-2'])
  })

  it('a refused token (401/403) falls back to /api/search once and the next search fetches a fresh token', async () => {
    const h = harness({ directFails: [403] })
    expect((await h.search.search(site, request)).estimatedTotalHits).toBe('proxy'.length)
    expect((await h.search.search(site, request)).estimatedTotalHits).toBe('direct'.length)
    expect(h.log).toEqual(['grant:token-1', 'direct:token-1', 'proxy', 'grant:token-2', 'direct:token-2'])
  })

  it('a network or CORS failure falls back once, then uses the server for a while before trying directly again', async () => {
    const h = harness({ directFails: ['network'] })
    await h.search.search(site, request)
    await h.search.search(site, request)
    h.tick(DIRECT_PAUSE_MS)
    await h.search.search(site, request)
    expect(h.log).toEqual(['grant:token-1', 'direct:token-1', 'proxy', 'proxy', 'grant:token-2', 'direct:token-2'])
  })

  it("'proxy' grants (demo, mock) and failed grant fetches use /api/search; proxy is asked again after a while", async () => {
    const h = harness({ grants: [{ mode: 'proxy' }, direct(2)] })
    await h.search.search(site, request)
    await h.search.search(site, request)
    h.tick(PROXY_RECHECK_MS)
    await h.search.search(site, request)
    expect(h.log).toEqual(['grant:proxy', 'proxy', 'proxy', 'grant:token-2', 'direct:token-2'])
    const broken = harness({ grants: [new Error('offline'), direct(2)] })
    await broken.search.search(site, request)
    expect(broken.log).toEqual(['grant:error', 'proxy'])
  })

  it('an aborted search is not retried through the server', async () => {
    const controller = new AbortController()
    const search = createMeilisearchBrowserSearch({
      now: () => 0,
      fetchGrant: async () => direct(1),
      direct: async () => {
        controller.abort()
        throw new DOMException('Aborted', 'AbortError')
      },
      proxy: async () => {
        throw new Error('the server must not be asked')
      },
    })
    await expect(search.search(site, request, controller.signal)).rejects.toThrow('Aborted')
  })

  it('property: every search is answered exactly once, by the direct call or by one server call after it', async () => {
    const outcome = fc.constantFrom<number | 'network' | null>(null, null, 401, 403, 500, 'network')
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(outcome, fc.nat(700_000)), { minLength: 1, maxLength: 12 }), async (steps) => {
        const h = harness({ directFails: steps.map(([o]) => o) })
        for (const [, wait] of steps) {
          const before = h.log.filter((l) => l === 'proxy' || l.startsWith('direct')).length
          await h.search.search(site, request)
          const calls = h.log.filter((l) => l === 'proxy' || l.startsWith('direct')).slice(before)
          expect(calls.filter((c) => c === 'proxy').length).toBeLessThanOrEqual(1)
          expect(calls.length).toBeGreaterThanOrEqual(1)
          expect(calls.length).toBeLessThanOrEqual(2)
          if (calls.length === 2) expect(calls).toEqual([expect.stringMatching(/^direct:/), 'proxy'])
          h.tick(wait)
        }
      }),
    )
  })
})
