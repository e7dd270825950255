import { meiliFilterPredicate } from './meili-expression-parser.ts'

/** The body of `POST /indexes/{index}/documents/fetch` as the stock snapshot sends it. */
export interface DocumentsFetchBody {
  readonly filter?: ReadonlyArray<string>
  readonly fields?: ReadonlyArray<string>
  readonly sort?: ReadonlyArray<string>
  readonly limit?: number
  readonly offset?: number
}

const CURSOR = /^id > "((?:[^"\\]|\\.)*)"$/

/**
 * Test-only stand-in for the documents endpoint (Meilisearch 1.16+): the filter's strings ANDed (read with the fakes'
 * grammar; `id > "…"`, the one comparison on a string the snapshot's paging sends, compared here as Meilisearch 1.15+
 * compares strings), sorted by `id:asc` when asked, offset and limit (default 20), only the asked fields.
 */
export const fetchDocuments = (docs: ReadonlyArray<Record<string, unknown>>, body: DocumentsFetchBody) => {
  const filter = body.filter ?? []
  const cursors = filter.flatMap((entry) => {
    const match = CURSOR.exec(entry)
    return match ? [match[1]!.replace(/\\(.)/g, '$1')] : []
  })
  const matches = meiliFilterPredicate(filter.filter((entry) => !CURSOR.test(entry)))
  const found = docs.filter((doc) => matches(doc) && cursors.every((after) => String(doc.id) > after))
  if (body.sort?.includes('id:asc')) found.sort((a, b) => (String(a.id) < String(b.id) ? -1 : 1))
  const offset = body.offset ?? 0
  const limit = body.limit ?? 20
  const pick = (doc: Record<string, unknown>) =>
    body.fields ? Object.fromEntries(body.fields.filter((f) => f in doc).map((f) => [f, doc[f]])) : doc
  return { results: found.slice(offset, offset + limit).map(pick), offset, limit, total: found.length }
}
