import type { SearchGrantPort } from '@domain/ports/search-grant.port.ts'
import { PROXY_GRANT } from '@domain/search/search-grant.ts'

/** The embedded engine lives inside the server, so a browser can only search it through the server: always 'proxy'. */
export function createProxyGrants(): SearchGrantPort {
  return { grant: async () => PROXY_GRANT }
}
