import type { SearchPort } from '@domain/ports/search.port.ts'
import { observeSearch } from './metrics.ts'

/** The search port, each call timed into the search latency histogram. */
export function timedSearch(search: SearchPort): SearchPort {
  return {
    stockSnapshot: (site) => search.stockSnapshot(site),
    async search(site, request) {
      const started = performance.now()
      try {
        return await search.search(site, request)
      } finally {
        observeSearch('search', (performance.now() - started) / 1000)
      }
    },
  }
}
