import { defineSettings, neededSetting, type SettingValues } from '@domain/configuration/setting.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { StockSearchEngine } from '@domain/ports/stock-search-engine.port.ts'
import { createMeilisearchGrants, type TokenSettings } from './search-grants.ts'
import { createMeilisearchSearch } from './meilisearch-search.ts'

/** What the Meilisearch adapter reads from the environment. */
export const MEILISEARCH_SETTINGS = defineSettings({
  MEILISEARCH_HOST: {
    required: true,
    purpose: 'default search host for tenants without their own',
    kind: 'url',
    affects: 'tenants without site.search.host',
  },
  MEILISEARCH_API_KEY: {
    required: true,
    purpose: 'search admin key: mints tenant tokens, never sent to browsers',
    kind: 'secret',
    affects: 'every tenant without site.search.custom_headers',
  },
  MEILISEARCH_SEARCH_KEY: {
    purpose:
      'search-only key that signs the short-lived tenant tokens browsers search with (the key itself stays on the server)',
    kind: 'secret',
    affects:
      'tenants without site.search.custom_url / custom_headers: without it their browsers search through /api/search',
  },
  MEILISEARCH_SEARCH_KEY_UID: {
    purpose: 'uid (UUID) of MEILISEARCH_SEARCH_KEY; default: looked up once with GET /keys/{key} and the admin key',
    kind: 'uuid',
    default: 'looked up from MEILISEARCH_SEARCH_KEY',
    affects: 'as MEILISEARCH_SEARCH_KEY (needs it)',
  },
})

type Values = SettingValues<typeof MEILISEARCH_SETTINGS>

/** A key uid names a key: one start-up line when the key itself is not set. */
export const meilisearchProblems = (values: Values): string[] =>
  neededSetting(
    Boolean(values.MEILISEARCH_SEARCH_KEY_UID) && !values.MEILISEARCH_SEARCH_KEY,
    'MEILISEARCH_SEARCH_KEY',
    'MEILISEARCH_SEARCH_KEY_UID names the uid of that key',
  )

/** The host and admin key every search call uses. */
export function meilisearchConnection(values: Values): { readonly apiKey: string; readonly defaultHost: string } {
  if (!values.MEILISEARCH_API_KEY || !values.MEILISEARCH_HOST)
    throw new Error('Meilisearch needs MEILISEARCH_HOST and MEILISEARCH_API_KEY')
  return { apiKey: values.MEILISEARCH_API_KEY, defaultHost: values.MEILISEARCH_HOST }
}

/** The key that signs browsers' tenant tokens; null without one (browsers then search through the server). */
export const meilisearchTokenSettings = (values: Values): TokenSettings | null =>
  values.MEILISEARCH_SEARCH_KEY && values.MEILISEARCH_API_KEY && values.MEILISEARCH_HOST
    ? {
        searchKey: values.MEILISEARCH_SEARCH_KEY,
        searchKeyUid: values.MEILISEARCH_SEARCH_KEY_UID ?? null,
        adminKey: values.MEILISEARCH_API_KEY,
        defaultHost: values.MEILISEARCH_HOST,
      }
    : null

/** The engine from its checked settings: searches with the admin key, browsers with tenant tokens when it can mint them. */
export function meilisearchEngine(values: Values, deps: { readonly clock: ClockPort }): StockSearchEngine {
  const tokens = meilisearchTokenSettings(values)
  return {
    search: createMeilisearchSearch({ ...meilisearchConnection(values), clock: deps.clock }),
    grants: createMeilisearchGrants(tokens),
    directHost: tokens?.defaultHost ?? null,
  }
}
