import { SearchServiceError } from '@domain/ports/search.port.ts'
import { getServices } from '../server/composition/composition.server.ts'
import { requestTenant } from '../site/site-context.server.ts'
import { compactResponse } from './listing-facets.ts'
import { checkSearchBody } from './search-body.ts'

/** A search body is a few hundred bytes; 32 KB holds any legitimate filter set. */
export const MAX_SEARCH_BODY_BYTES = 32 * 1024

const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', vary: 'Host' }

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { ...HEADERS, ...headers } })

async function readBody(request: Request): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const declared = request.headers.get('content-length')
  if (declared !== null && (!/^\d+$/.test(declared.trim()) || Number(declared) > MAX_SEARCH_BODY_BYTES)) {
    return { ok: false, response: json(413, { error: `Request body is larger than ${MAX_SEARCH_BODY_BYTES} bytes` }) }
  }
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type.trim())) return { ok: false, response: json(415, { error: 'Content-Type must be application/json' }) }
  let text: string
  try {
    const buffer = await request.arrayBuffer()
    if (buffer.byteLength > MAX_SEARCH_BODY_BYTES) return { ok: false, response: json(413, { error: `Request body is larger than ${MAX_SEARCH_BODY_BYTES} bytes` }) }
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer)
  } catch {
    return { ok: false, response: json(400, { error: 'The body must be UTF-8 JSON' }) }
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, response: json(400, { error: 'The body is not valid JSON' }) }
  }
}

/**
 * POST /api/search: the browser's one search call. The tenant comes from the Host header only; the body is
 * a bounded SearchRequest (web/search/search-body.ts). Bad input → 400 JSON, unknown host → 404, engine
 * failure → 503 (SPEC §8: the page shows its error state); never a 500 with a stack.
 */
export async function handleSearch(request: Request): Promise<Response> {
  const tenant = requestTenant()
  if (!tenant) return json(404, { error: 'Not found' })
  const body = await readBody(request)
  if (!body.ok) return body.response
  const checked = checkSearchBody(body.value)
  if (!checked.ok) return json(400, { error: checked.error })
  try {
    const response = await getServices().search.search(tenant.site, checked.request)
    return json(200, compactResponse(response))
  } catch (error) {
    const message = error instanceof SearchServiceError ? error.message : 'An unexpected error occurred'
    return json(503, { error: message })
  }
}

export const searchMethodNotAllowed = () => json(405, { error: 'Method not allowed; use POST' }, { allow: 'POST' })
