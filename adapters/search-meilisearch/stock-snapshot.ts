import { SearchServiceError } from '@domain/ports/search.port.ts'
import { decodeOrProblem } from '@domain/kernel/decode.ts'
import { snapshotRow, type StockSnapshotRow } from '@domain/stock-watch/snapshot-row.schema.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { DocumentsPage, SNAPSHOT_FIELDS, SnapshotDocument } from './snapshot-documents.schema.ts'
import { errorWithoutResponse } from './service-error.ts'
import { jsonAnswer } from './json-answer.ts'
import { tenantScopeFilters } from './tenant-scope.ts'

/** Cars asked for per page of the documents endpoint. */
export const SNAPSHOT_PAGE_SIZE = 1000

export interface SnapshotReaderOptions {
  readonly apiKey: string
  readonly defaultHost: string
  /** per page, reading the answer included */
  readonly timeoutMs: number
  /** cars per page; default SNAPSHOT_PAGE_SIZE */
  readonly pageSize?: number
}

/** A filter string literal of exactly `value` (a backslash or a quote escaped), so the cursor is the id itself. */
const literal = (value: string): string => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`

/** The body of one page: the tenant's cars (its search_filters and scope) after `after`, by id, only the watch's fields. */
export const snapshotPageBody = (site: SiteConfig, after: string | null, limit: number) => ({
  filter: [...tenantScopeFilters(site), ...(after === null ? [] : [`id > ${literal(after)}`])],
  fields: [...SNAPSHOT_FIELDS],
  sort: ['id:asc'],
  limit,
})

const unexpected = (detail: string) => new SearchServiceError(`Unexpected stock snapshot response: ${detail}`, null)

/**
 * A tenant's compact stock snapshot from a hosted Meilisearch: `POST /indexes/{index}/documents/fetch` (Meilisearch
 * 1.16 or later: `id` filterable and sortable), every car the tenant's search_filters and scope let through, any
 * status, only the watch's fields, page after page by id (`id > "last id of the page before"`, sorted by id). Search
 * paging would stop at the index's maxTotalHits, and offsets over an index that changes between pages would skip a
 * car or read one twice, which the watch would record as gone and new. Each car is decoded with a Schema: a missing
 * or malformed field is a SearchServiceError naming the car and the field. Pages not in id order (an engine that did
 * not sort) are refused rather than read as a partial stock.
 */
export function createSnapshotReader(options: SnapshotReaderOptions) {
  const pageSize = options.pageSize ?? SNAPSHOT_PAGE_SIZE

  const page = async (site: SiteConfig, after: string | null): Promise<unknown> => {
    const host = (site.search.host ?? options.defaultHost).replace(/\/+$/, '')
    const custom = Object.keys(site.search.custom_headers).length > 0 ? site.search.custom_headers : null
    let response: Response
    try {
      response = await fetch(`${host}/indexes/${encodeURIComponent(site.search.index)}/documents/fetch`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(custom ?? { authorization: `Bearer ${options.apiKey}` }),
        },
        body: JSON.stringify(snapshotPageBody(site, after, pageSize)),
        signal: AbortSignal.timeout(options.timeoutMs),
      })
    } catch (error) {
      throw errorWithoutResponse(
        error instanceof Error && error.name === 'TimeoutError'
          ? `request timed out after ${options.timeoutMs}ms`
          : 'the search service could not be reached',
      )
    }
    return jsonAnswer(response)
  }

  return async (site: SiteConfig): Promise<StockSnapshotRow[]> => {
    const rows: StockSnapshotRow[] = []
    let after: string | null = null
    for (;;) {
      const answer: unknown = await page(site, after)
      const decoded = decodeOrProblem(DocumentsPage, answer)
      if (!decoded.ok) throw unexpected(`field "${decoded.problem.path}" ${decoded.problem.message}`)
      const { results } = decoded.value
      for (const [i, raw] of results.entries()) {
        const car = decodeOrProblem(SnapshotDocument, raw)
        if (!car.ok) {
          const id = (raw as { id?: unknown } | null)?.id
          const which = typeof id === 'string' && id !== '' ? `car "${id}"` : `results[${i}]`
          throw unexpected(`${which} field "${car.problem.path || 'id'}" ${car.problem.message}`)
        }
        if (after !== null && !(car.value.id > after))
          throw unexpected(`car "${car.value.id}" came after "${after}": the documents were not sorted by id`)
        rows.push(snapshotRow({ ...car.value, before_price: null, preorder: false }, site))
        after = car.value.id
      }
      if (results.length < pageSize) return rows
    }
  }
}
