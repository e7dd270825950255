import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { makeLeadPayload } from '@adapters/store-sqlite/testing/lead-fixture.ts'
import { built, startProductionServer, type ProductionServer } from '../security/support/production-server.ts'

/**
 * Every request goes through the one request pipeline (web/server/http/pipeline.ts, Start's request middleware),
 * and its answers are the same however they were made. One server: a page's first requests are rendered (a miss),
 * the next comes from the response cache; a lead is sent with its length, and the same lead chunked (no declared
 * length, its body counted as it is read). Both answers must be the same but for what differs by nature (the date,
 * the request id, the cache's age, and how the body is framed).
 */
interface Raw {
  readonly status: number
  readonly reason: string
  readonly headers: IncomingHttpHeaders
  /** the body as sent, decoded from its Content-Encoding */
  readonly body: Buffer
}

let server: ProductionServer

beforeAll(async () => {
  // behind a trusted proxy on loopback, X-Forwarded-For names the sender: each test's leads count against their own
  if (built) server = await startProductionServer({ TRUST_PROXY: 'loopback' })
})
afterAll(async () => {
  await server?.stop()
})

function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
  chunked = false,
): Promise<Raw> {
  return new Promise((done, fail) => {
    const sized = body !== undefined && !chunked ? { 'content-length': String(Buffer.byteLength(body)) } : {}
    const req = httpRequest(
      { host: '127.0.0.1', port: server.port, method, path, headers: { ...sized, ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const bytes = Buffer.concat(chunks)
          const encoding = res.headers['content-encoding']
          const decoded =
            encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes
          done({ status: res.statusCode ?? 0, reason: res.statusMessage ?? '', headers: res.headers, body: decoded })
        })
        res.on('error', fail)
      },
    )
    req.on('error', fail)
    if (body !== undefined && chunked) req.write(body)
    req.end(body !== undefined && !chunked ? body : undefined)
  })
}

/** What must match: status, reason, every header but those that differ by nature, and the decoded body. */
function comparable(answer: Raw, ignore: readonly string[] = []) {
  const skip = new Set(['date', 'x-request-id', 'age', 'content-length', 'transfer-encoding', ...ignore])
  const headers = Object.fromEntries(
    Object.entries(answer.headers)
      .filter(([name]) => !skip.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  )
  return { status: answer.status, reason: answer.reason, headers, body: answer.body.toString('utf8') }
}

const page = '/search/new-used-and-demo-cars?page=2'
const host = (slug: string) => ({ host: `${slug}.localhost` })

describe.skipIf(!built)('one request pipeline: kept and rendered, sized and chunked, answer alike', () => {
  it('a cache hit: the same page, headers and encodings as the render that filled the cache, in every encoding', async () => {
    // a page of its own for each encoding, so its first two requests are rendered (the cache keeps a page from its
    // second request on) and the third is the cache's
    for (const [encoding, sort] of [
      ['br', 'latest'],
      ['gzip', 'price_desc'],
      ['', 'price_asc'],
    ] as const) {
      const headers = { ...host('demo-motors'), ...(encoding ? { 'accept-encoding': encoding } : {}) }
      const address = `/search/new-used-and-demo-cars?sortBy=${sort}&encoding=${encoding || 'none'}`
      await send('GET', address, headers)
      const rendered = await send('GET', address, headers)
      const kept = await send('GET', address, headers)
      expect(rendered.status).toBe(200)
      expect(kept.headers['content-encoding']).toBe(encoding || undefined)
      expect(Number(kept.headers['content-length'])).toBeGreaterThan(0)
      expect(comparable(kept)).toEqual(comparable(rendered))
      expect(kept.headers['x-request-id']).toMatch(/^[\w-]{36}$/)
    }
  })

  it('a 304 for the ETag the cache sent, with the same headers as the page and no body; a stale ETag gets the page', async () => {
    await send('GET', page, { ...host('demo-motors'), 'accept-encoding': 'br' }) // asked once: kept from the second
    const kept = await send('GET', page, { ...host('demo-motors'), 'accept-encoding': 'br' })
    const again = await send('GET', page, {
      ...host('demo-motors'),
      'accept-encoding': 'br',
      'if-none-match': String(kept.headers.etag),
    })
    expect(again.status).toBe(304)
    expect(again.body.byteLength).toBe(0)
    expect(comparable(again, ['content-encoding']).headers).toEqual(comparable(kept, ['content-encoding']).headers)
    const other = await send('GET', page, {
      ...host('demo-motors'),
      'accept-encoding': 'br',
      'if-none-match': '"another-page-br"',
    })
    expect(comparable(other)).toEqual(comparable(kept))
  })

  it('another tenant on the same address gets its own kept page, never the first tenant’s', async () => {
    await send('GET', '/', host('demo-motors'))
    const first = await send('GET', '/', host('demo-motors'))
    await send('GET', '/', host('metro-auto-group'))
    const rendered = await send('GET', '/', host('metro-auto-group'))
    const kept = await send('GET', '/', host('metro-auto-group'))
    expect(comparable(kept)).toEqual(comparable(rendered))
    expect(kept.body.toString()).not.toEqual(first.body.toString())
    expect(kept.headers.etag).not.toBe((await send('GET', '/', host('demo-motors'))).headers.etag)
  })

  it('an address that starts with two slashes is a redirect on this site, even when its page is kept', async () => {
    await send('GET', '/search/new-used-and-demo-cars', host('demo-motors'))
    await send('GET', '/', host('demo-motors'))
    // read as a URL reference, `//elsewhere.example/search/…` would name the kept listing on another authority
    for (const address of [
      '//search/new-used-and-demo-cars',
      '//elsewhere.example/search/new-used-and-demo-cars',
      '//elsewhere.example/',
    ]) {
      const doubled = await send('GET', address, host('demo-motors'))
      expect(doubled.status).toBe(308)
      expect(doubled.headers.location).toBe(address.slice(1))
    }
  })

  it('a request with a personal cookie is rendered for itself, private, even while the page is kept', async () => {
    await send('GET', '/', host('demo-motors'))
    const signedIn = await send('GET', '/', { ...host('demo-motors'), cookie: 'garage_session=abc' })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers['cache-control']).toBe('private, no-store')
    expect(signedIn.headers.etag).toBeUndefined()
  })

  const lead = (body: unknown) => JSON.stringify(body)
  const leadHeaders = { ...host('subscribe-cars'), 'content-type': 'application/json', 'accept-encoding': 'gzip' }
  /** the retry time in a 429's message and header moves with the clock between two requests */
  const withoutRetry = (answer: Raw) => {
    const { body, ...rest } = comparable(answer, ['retry-after'])
    return { ...rest, body: body.replace(/\d+ s\b/, 'N s') }
  }

  it('a malformed lead, a lead of the wrong type and a lead that is not JSON: the same answers sent with a length or chunked', async () => {
    const cases: [Record<string, string>, string][] = [
      [leadHeaders, lead({ lead: {} })],
      [leadHeaders, lead({ lead: { ...makeLeadPayload(), email: 'not an email' } })],
      [leadHeaders, '{"lead": '],
      [{ ...leadHeaders, 'content-type': 'text/plain' }, lead({ lead: makeLeadPayload() })],
    ]
    for (const [headers, body] of cases) {
      const sized = await send('POST', '/api/leads', { ...headers, 'x-forwarded-for': '198.51.100.1' }, body)
      const chunked = await send('POST', '/api/leads', { ...headers, 'x-forwarded-for': '198.51.100.2' }, body, true)
      expect(sized.status).toBeGreaterThanOrEqual(400)
      expect(comparable(sized)).toEqual(comparable(chunked))
    }
  })

  it('a valid lead is stored and answered 201 {id} either way; the eleventh from one address is refused 429 either way', async () => {
    const body = lead({ lead: makeLeadPayload({ website_slug: 'subscribe-cars', dealership_slug: 'subscribe-cars' }) })
    const sender = { ...leadHeaders, 'x-forwarded-for': '198.51.100.9' }
    const created = await send('POST', '/api/leads', sender, body)
    const createdWeb = await send('POST', '/api/leads', sender, body, true)
    expect([created.status, createdWeb.status]).toEqual([201, 201])
    const id = (answer: Raw) => (JSON.parse(answer.body.toString()) as { id: string }).id
    expect(id(created)).not.toBe(id(createdWeb))
    // a retry with the create's Idempotency-Key answers that lead, either way
    const keyed = { ...sender, 'Idempotency-Key': 'one-pipeline-0123456789abcdef' }
    const first = await send('POST', '/api/leads', keyed, body)
    expect(first.status).toBe(201)
    for (const chunked of [false, true])
      expect(id(await send('POST', '/api/leads', keyed, body, chunked))).toBe(id(first))
    expect({ ...comparable(created), body: '' }).toEqual({ ...comparable(createdWeb), body: '' })
    // ten a burst per address (application/leads/rate-limit.ts): five spent above
    for (let i = 0; i < 5; i++) expect((await send('POST', '/api/leads', sender, lead({ lead: {} }))).status).toBe(422)
    const limited = await send('POST', '/api/leads', sender, body)
    const limitedWeb = await send('POST', '/api/leads', sender, body, true)
    expect([limited.status, limitedWeb.status]).toEqual([429, 429])
    for (const answer of [limited, limitedWeb]) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    expect(withoutRetry(limited)).toEqual(withoutRetry(limitedWeb))
    expect(withoutRetry(limited).body).toMatch(/^\{"error":"Too many requests; try again in N s"\}$/)
  })
})
