import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { stockOf } from '../../store/support/stock-of.ts'

/**
 * The stock watch bench's Meilisearch documents endpoint: a stock set by message (`{ cars, version, dealership }`,
 * the rows of tests/store/support/stock-of.ts as index documents), answered page by page by id as the documents
 * endpoint answers the snapshot's body (`id > "…"`, sorted by id, `limit`). Runs in a process of its own, so the
 * bench measures the watch, not this.
 */
export async function serveStock(): Promise<string> {
  let docs: Record<string, unknown>[] = []
  process.on('message', (m: { cars: number; version: number; dealership: string }) => {
    docs = stockOf(m.cars, m.version).map((row) => ({
      id: row.id,
      price: row.price,
      subscription_price: null,
      status: row.status,
      sold: row.status === 'sold',
      created_at_timestamp: row.created_at,
      dealership_slug: m.dealership,
    }))
    process.send!({ ready: true })
  })
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk))
    req.on('end', () => {
      const { filter, limit } = JSON.parse(body) as { filter: string[]; limit: number }
      const cursor = filter.map((f) => /^id > "(.*)"$/.exec(f)?.[1]).find((c) => c !== undefined)
      let start = 0
      if (cursor !== undefined) {
        let high = docs.length
        while (start < high) {
          const middle = (start + high) >>> 1
          if (String(docs[middle]!.id) <= cursor) start = middle + 1
          else high = middle
        }
      }
      const text = JSON.stringify({ results: docs.slice(start, start + limit), offset: 0, limit, total: docs.length })
      res.writeHead(200, { 'content-type': 'application/json' }).end(text)
    })
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}
