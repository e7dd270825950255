import { withheldProcessorKeys } from '@domain/cars/public-car.ts'
import type { SearchPort } from '@domain/ports/search.port.ts'
import type { SearchResponse } from '@domain/search/search-request.schema.ts'

/**
 * The search every public answer is made from (POST /api/search, listings, home's cars and tiles): its cars with
 * their payment processors' keys withheld (domain/cars/public-car.ts), so no answer built on it can carry one. The
 * checkout reads its cars from the inventory, with their keys. An answer whose cars carry no key is the same object.
 */
export function publicSearch(search: SearchPort): SearchPort {
  const answers = new WeakMap<SearchResponse, SearchResponse>()
  return {
    stockSnapshot: (site) => search.stockSnapshot(site),
    async search(site, request) {
      const answer = await search.search(site, request)
      let shown = answers.get(answer)
      if (shown === undefined) {
        const hits = answer.hits.map(withheldProcessorKeys)
        shown = hits.every((hit, i) => hit === answer.hits[i]) ? answer : { ...answer, hits }
        answers.set(answer, shown)
      }
      return shown
    },
  }
}
