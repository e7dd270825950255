import type { SearchPort } from '@domain/ports/search.port.ts'
import { getServices } from './composition.server.ts'

/**
 * The search port the listing pages and /api/search use. The composition root now owns the choice (demo/mock:
 * the embedded engine over the demo inventory, rebuilt when `inventory.version(site)` changes; live: the hosted
 * service), so this only hands it on: one index per tenant in the process, not two.
 */
export function getSearchPort(): SearchPort {
  return getServices().search
}
