import { PROXY_GRANT, type SearchGrant } from '@domain/search/search-grant.ts'
import type { SearchRequest, SearchResponse } from '@domain/search/search-request.schema.ts'

/** SPEC §8 search call non-OK: the body's error with the status, else 'An unexpected error occurred[: status text]'. */
export class SearchCallError extends Error {
  override readonly name = 'SearchCallError'
  readonly status: number | null
  constructor(message: string, status: number | null) {
    super(message)
    this.status = status
  }
}

export const SEARCH_ENDPOINT = '/api/search'
export const SEARCH_TOKEN_ENDPOINT = '/api/search-token'

/** POSTs a request to the same-origin search endpoint (the tenant is the page's own host). */
export async function postSearch(request: Partial<SearchRequest>, signal?: AbortSignal): Promise<SearchResponse> {
  const response = await fetch(SEARCH_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(request),
    ...(signal ? { signal } : {}),
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null
    if (body && typeof body.error === 'string') throw new SearchCallError(body.error, response.status)
    throw new SearchCallError(
      `An unexpected error occurred${response.statusText ? `: ${response.statusText}` : ''}`,
      response.status,
    )
  }
  return (await response.json()) as SearchResponse
}

/** Asks the page's own server for a search grant (its tenant is the page's host); anything unexpected is 'proxy'. */
export async function fetchSearchGrant(): Promise<SearchGrant> {
  const response = await fetch(SEARCH_TOKEN_ENDPOINT, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`search token: HTTP ${response.status}`)
  const grant = (await response.json()) as SearchGrant
  return grant.mode === 'direct' && typeof grant.token === 'string' && typeof grant.host === 'string'
    ? grant
    : PROXY_GRANT
}
