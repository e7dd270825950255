import type { SearchRequest, SearchResponse } from '@domain/search/search-request.schema.ts'

/** SPEC §8 search call non-OK: the body's error with the status, else 'An unexpected error occurred[: status text]'. */
export class SearchCallError extends Error {
  override readonly name = 'SearchCallError'
  constructor(message: string, readonly status: number | null) {
    super(message)
  }
}

export const SEARCH_ENDPOINT = '/api/search'

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
    throw new SearchCallError(`An unexpected error occurred${response.statusText ? `: ${response.statusText}` : ''}`, response.status)
  }
  return (await response.json()) as SearchResponse
}
