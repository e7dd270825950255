import type { SearchPort } from '@domain/ports/search.port.ts'
import { createEmbeddedSearch, type EmbeddedSearch } from '@adapters/search-embedded/embedded-search.ts'
import { getServices } from './composition.server.ts'

/**
 * The search port for this process, built on first use from the composition root.
 * demo/mock: the embedded engine over the demo inventory (`allCars`), which rebuilds a tenant's index
 * whenever `inventory.version(site)` changes (e.g. a car is reserved).
 * live: the hosted search service, wired by the lead engineer in the composition root.
 */
let port: SearchPort | undefined

export function getSearchPort(): SearchPort {
  if (port) return port
  const { mode, inventory, clock } = getServices()
  if (mode === 'live') throw new Error('live search: wired by the lead')
  const embedded: EmbeddedSearch = createEmbeddedSearch({ stock: inventory, clock })
  port = embedded
  return port
}
