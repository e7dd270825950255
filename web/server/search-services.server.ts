import type { SearchPort } from '@domain/ports/search.port.ts'
import { getServices } from './composition.server.ts'

/** The search port the composition root wired: the embedded engine in demo/mock, Meilisearch in live. */
export const getSearchPort = (): SearchPort => getServices().search
