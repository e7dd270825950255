import {
  Meilisearch,
  MeilisearchRequestError,
  MeilisearchRequestTimeOutError,
  type MultiSearchParams,
} from 'meilisearch'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import { SearchServiceError, type SearchPort } from '@domain/ports/search.port.ts'
import { decodeOrProblem } from '@domain/kernel/decode.ts'
import { mergeMultiSearch, type MultiSearchBody } from './multi-search.ts'
import type { SearchRequest, SearchResponse } from '@domain/search/search-request.schema.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { normalizeRequest } from '@domain/search/normalize-request.ts'
import { MultiSearchAnswer } from './multi-search-answer.schema.ts'
import { multiSearchBody } from './multi-search-body.ts'
import { errorWithoutResponse } from './service-error.ts'
import { jsonAnswer } from './json-answer.ts'
import { createSnapshotReader } from './stock-snapshot.ts'

export interface MeilisearchSearchOptions {
  /** the server-side search key, sent as `Authorization: Bearer`; never given to browsers */
  readonly apiKey: string
  /** the host for tenants without `site.search.host` */
  readonly defaultHost: string
  readonly clock: ClockPort
  /** per call, including reading the answer; default 5000 */
  readonly timeoutMs?: number
}

export const DEFAULT_TIMEOUT_MS = 5000

export { multiSearchBody }

/**
 * SearchPort over a hosted Meilisearch, through the official client's multi-search: the main query plus one
 * limit-1 query per refined facet without its own filter (SPEC §7), the tenant's stock filter and
 * search_filters in every query. Host from `site.search.host` (else the default), index from
 * `site.search.index`; `site.search.custom_url` replaces the endpoint and `custom_headers` replace the default
 * headers (then the API key is not sent). Answers are decoded with Effect Schema; every failure is a
 * SearchServiceError worded as SPEC §8 says.
 */
export function createMeilisearchSearch(options: MeilisearchSearchOptions): SearchPort {
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS

  const post = async (site: SiteConfig, body: MultiSearchBody): Promise<unknown> => {
    const customHeaders = Object.keys(site.search.custom_headers).length > 0 ? site.search.custom_headers : null
    // The client builds the request (path, JSON body, Bearer and client headers, timeout signal); this
    // function sends it, so non-OK answers can be read as SPEC §8 says (the client would throw on a body
    // that is not JSON and lose the status).
    const send = async (url: URL | RequestInfo, init?: RequestInit): Promise<unknown> => {
      return jsonAnswer(await fetch(site.search.custom_url ?? url, init))
    }
    const client = new Meilisearch({
      host: site.search.host ?? options.defaultHost,
      ...(customHeaders ? { requestInit: { headers: customHeaders } } : { apiKey: options.apiKey }),
      timeout,
      httpClient: send,
    })
    return client.multiSearch(body as unknown as MultiSearchParams)
  }

  const snapshot = createSnapshotReader({
    apiKey: options.apiKey,
    defaultHost: options.defaultHost,
    timeoutMs: timeout,
  })

  return {
    stockSnapshot: snapshot,
    async search(site: SiteConfig, request: SearchRequest): Promise<SearchResponse> {
      const normal = normalizeRequest(site, request)
      const body = multiSearchBody(site, normal, options.clock.now())
      const startedAt = performance.now()
      let answer: unknown
      try {
        answer = await post(site, body)
      } catch (error) {
        throw asServiceError(error, timeout)
      }
      const decoded = decodeOrProblem(MultiSearchAnswer, answer)
      if (!decoded.ok) {
        const where = decoded.problem.path ? ` field "${decoded.problem.path}"` : ''
        throw new SearchServiceError(`Unexpected search response:${where} ${decoded.problem.message}`, null)
      }
      const { results } = decoded.value
      if (results.length !== body.queries.length) {
        throw new SearchServiceError(
          `Unexpected search response: field "results" has ${results.length} entries for ${body.queries.length} queries`,
          null,
        )
      }
      return mergeMultiSearch(results, normal, { startedAt })
    },
  }
}

const asServiceError = (error: unknown, timeout: number): SearchServiceError => {
  if (error instanceof SearchServiceError) return error
  if (error instanceof MeilisearchRequestError) {
    const cause = error.cause
    if (cause instanceof SearchServiceError) return cause
    if (cause instanceof MeilisearchRequestTimeOutError)
      return errorWithoutResponse(`request timed out after ${timeout}ms`)
    return errorWithoutResponse('the search service could not be reached')
  }
  return errorWithoutResponse(error instanceof Error ? error.message : String(error))
}
