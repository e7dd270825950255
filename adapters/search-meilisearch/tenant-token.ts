import { generateTenantToken } from 'meilisearch/token'
import { tenantScopeFilters } from './tenant-scope.ts'
import { conditionsToMeili } from './meili-filter.ts'
import { stockFilterClauses } from '@domain/stock/stock-filter.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'

export interface TenantTokenOptions {
  /** the key that signs the token (a search key; it stays on the server) */
  readonly apiKey: string
  /** that key's uid (a UUID), which Meilisearch uses to find the key that must verify the token */
  readonly apiKeyUid: string
  readonly nowMs: number
  /** lifetime; default one hour. The sold-date window in the rules is fixed when the token is minted. */
  readonly ttlSeconds?: number
}

export const DEFAULT_TOKEN_TTL_SECONDS = 3600

/**
 * The filter a tenant token forces on every browser search: the tenant's search_filters and its stock
 * filter (SPEC §9). The price > 0 rule of price-ascending sorts depends on the sort the shopper picks, so it
 * is left to the query (it only narrows); every other rule is in the token.
 */
export const tenantTokenFilter = (site: SiteConfig, nowMs: number): Array<string | string[]> => [
  ...tenantScopeFilters(site),
  // a sort that never requires a price, so only the sort-independent stock rules are fixed in the token
  ...conditionsToMeili(stockFilterClauses(site, nowMs, { sort: 'custom_rank:desc' })).map((e) =>
    typeof e === 'string' ? e : [...e],
  ),
]

/**
 * A Meilisearch tenant token (JWT, HS256, signed with the key and naming its uid) whose search rules limit
 * the tenant's index to its stock, so the browser can search Meilisearch directly without ever holding a key
 * that sees other tenants' cars. Meilisearch ANDs the rules' filter with whatever the browser sends.
 */
export const mintTenantToken = (site: SiteConfig, options: TenantTokenOptions): Promise<string> =>
  generateTenantToken({
    apiKey: options.apiKey,
    apiKeyUid: options.apiKeyUid,
    algorithm: 'HS256',
    searchRules: { [site.search.index]: { filter: tenantTokenFilter(site, options.nowMs) } },
    expiresAt: Math.floor(options.nowMs / 1000) + (options.ttlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS),
  })
