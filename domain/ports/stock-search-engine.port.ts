import type { SearchGrantPort } from './search-grant.port.ts'
import type { SearchPort } from './search.port.ts'

/**
 * A search engine over the dealer's stock (any engine but the demo stock's embedded one), as its adapter builds
 * itself from its own settings: the searches, how browsers may search it directly, and the host they would.
 */
export interface StockSearchEngine {
  readonly search: SearchPort
  /** a browser's grant to search directly (a tenant token), or to search through the server */
  readonly grants: SearchGrantPort
  /** the host browsers search directly; null when they search through the server */
  readonly directHost: string | null
}
