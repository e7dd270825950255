import { SearchServiceError, type SearchPort } from '@domain/ports/search.port.ts'
import { compactResponse } from '@domain/search/compact-response.ts'
import { checkSearchBody } from '@domain/search/search-body.ts'
import type { SearchResponse } from '@domain/search/search-request.schema.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { failure, success, type Outcome } from '../kernel/outcome.ts'

/**
 * The shopper's own search (POST /api/search): a bounded body (domain/search/search-body.ts) searched in the
 * tenant's stock and compacted as the listing compacts it. A body that is not a search is 'bad_request'; an
 * engine failure is 'unavailable' with the engine's SPEC §8 message, never a stack.
 */
export function createShopperSearch(deps: { readonly search: SearchPort }) {
  return async function shopperSearch(site: SiteConfig, body: unknown): Promise<Outcome<SearchResponse>> {
    const checked = checkSearchBody(body)
    if (!checked.ok) return failure('bad_request', checked.error)
    try {
      return success(compactResponse(await deps.search.search(site, checked.request)))
    } catch (error) {
      return failure(
        'unavailable',
        error instanceof SearchServiceError ? error.message : 'An unexpected error occurred',
      )
    }
  }
}
