import { getServices } from '../server/composition/composition.server.ts'
import { requestTenant } from '../site/site-context.server.ts'
import { createSearchGrants, tokenSettings, type SearchGrants } from './search-grants.server.ts'
import type { LiveSettings } from '../server/composition/environment.ts'

let grants: { live: LiveSettings | null; grants: SearchGrants } | undefined

const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', vary: 'Host' }

/**
 * GET /api/search-token: the request's tenant (Host header only) gets a tenant token in live mode, else
 * `{ mode: 'proxy' }`. Never the search or admin key; not cached by anyone (no-store).
 */
export async function handleSearchToken(): Promise<Response> {
  const tenant = requestTenant()
  if (!tenant) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404, headers: HEADERS })
  const services = getServices()
  if (!grants || grants.live !== services.live) grants = { live: services.live, grants: createSearchGrants(services.mode === 'live' ? tokenSettings(services.live) : null) }
  const answer = await grants.grants.grant(tenant.site, services.clock.now())
  return new Response(JSON.stringify(answer), { status: 200, headers: HEADERS })
}
