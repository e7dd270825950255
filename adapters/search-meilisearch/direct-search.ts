import { SearchServiceError } from '@domain/ports/search.port.ts'
import { compactResponse } from '@domain/search/compact-response.ts'
import { normalizeRequest } from '@domain/search/normalize-request.ts'
import type { DirectSearchGrant } from '@domain/search/search-grant.ts'
import type { SearchRequest, SearchResponse } from '@domain/search/search-request.schema.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { mergeMultiSearch, type MultiSearchResult } from './multi-search.ts'
import { multiSearchBody } from './multi-search-body.ts'

const UNEXPECTED = 'An unexpected error occurred'

/** SPEC §8 search call non-OK: the body's error (Meilisearch says `message`) with the status, else the generic wording. */
const callError = (status: number, statusText: string, body: unknown): SearchServiceError => {
  const b = (body ?? {}) as { error?: unknown; message?: unknown }
  const message = typeof b.error === 'string' ? b.error : typeof b.message === 'string' ? b.message : null
  return new SearchServiceError(message ?? `${UNEXPECTED}${statusText ? `: ${statusText}` : ''}`, status)
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

/**
 * The answer's results, checked just enough for the page to render them (the browser does not carry the schema
 * library): one result per query, hits that are cars with an id and pictures, numbers where numbers go. Anything
 * else is a malformed answer, so the caller falls back to the server, which decodes in full.
 */
export function readResults(answer: unknown, queries: number): MultiSearchResult[] {
  const results = isObject(answer) ? answer['results'] : undefined
  if (!Array.isArray(results) || results.length !== queries)
    throw new SearchServiceError(`${UNEXPECTED}: malformed search answer`, null)
  return results.map((r: unknown) => {
    if (!isObject(r) || !Array.isArray(r['hits']) || typeof r['estimatedTotalHits'] !== 'number') {
      throw new SearchServiceError(`${UNEXPECTED}: malformed search answer`, null)
    }
    const hits = r['hits'].map((hit: unknown) => {
      if (!isObject(hit) || typeof hit['id'] !== 'string' || !Array.isArray(hit['images']))
        throw new SearchServiceError(`${UNEXPECTED}: malformed search hit`, null)
      // highlighting and ranking details are not part of a car
      const { _formatted: _f, _rankingScore: _r, _matchesPosition: _m, ...car } = hit
      return car
    })
    return {
      hits: hits as unknown as MultiSearchResult['hits'],
      estimatedTotalHits: r['estimatedTotalHits'],
      processingTimeMs: typeof r['processingTimeMs'] === 'number' ? r['processingTimeMs'] : 0,
      facetDistribution: isObject(r['facetDistribution'])
        ? (r['facetDistribution'] as MultiSearchResult['facetDistribution'])
        : undefined,
      facetStats: isObject(r['facetStats']) ? (r['facetStats'] as MultiSearchResult['facetStats']) : undefined,
    }
  })
}

/**
 * One search straight from the browser to Meilisearch (SPEC §7: `POST {host}/multi-search`, Bearer, JSON) with a
 * tenant token: the same normalisation and body the server's adapter sends, merged into the SearchResponse the
 * page renders, compacted as /api/search compacts it. The token's rules keep it to the tenant whatever is sent.
 */
export async function directSearch(
  grant: DirectSearchGrant,
  site: PublicSite,
  request: SearchRequest,
  nowMs: number,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const normal = normalizeRequest(site, request)
  const body = multiSearchBody({ ...site, search: { ...site.search, index: grant.indexUid } }, normal, nowMs)
  const startedAt = performance.now()
  const response = await fetch(`${grant.host}/multi-search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${grant.token}` },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  })
  if (!response.ok) throw callError(response.status, response.statusText, await response.json().catch(() => null))
  const answer = (await response.json().catch(() => null)) as unknown
  return compactResponse(mergeMultiSearch(readResults(answer, body.queries.length), normal, { startedAt }))
}
