import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { compression, pickEncoding } from '@web/server/http/compression.ts'

const middleware = compression
const page = `<!doctype html><html><body>${'<p>Used 2021 Toyota Corolla, 35,000 km</p>'.repeat(200)}</body></html>`

function answer(
  body: BodyInit | null,
  headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' },
  status = 200,
) {
  return async () => new Response(body, { status, headers })
}
const request = (acceptEncoding?: string, method = 'GET') =>
  new Request('http://demo-motors.localhost/', {
    method,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  })

describe('compression of server-rendered answers', () => {
  it('answers brotli when accepted, and the bytes decode to the page', async () => {
    const res = await middleware(request('gzip, deflate, br'), answer(page))
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(bytes.length).toBeLessThan(page.length / 5)
    expect(brotliDecompressSync(bytes).toString()).toBe(page)
  })

  it('answers gzip to a client without brotli, and raw bytes to one that accepts neither', async () => {
    const gz = await middleware(request('gzip'), answer(page))
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page)
    const raw = await middleware(request(), answer(page))
    expect(raw.headers.get('content-encoding')).toBeNull()
    expect(raw.headers.get('vary')).toBe('Accept-Encoding') // a cache must still tell the two apart
    expect(await raw.text()).toBe(page)
  })

  it('leaves alone what is already encoded, small, not text, a HEAD, a 304 or marked no-transform', async () => {
    const cases: [Request, () => Promise<Response>][] = [
      [request('br'), answer(page, { 'content-type': 'text/html', 'content-encoding': 'br' })],
      [request('br'), answer('<p>hi</p>', { 'content-type': 'text/html', 'content-length': '9' })],
      [request('br'), answer(new Uint8Array(4096), { 'content-type': 'image/webp' })],
      [request('br', 'HEAD'), answer(null)],
      [request('br'), answer(null, { etag: '"x"' }, 304)],
      [request('br'), answer(page, { 'content-type': 'text/html', 'cache-control': 'no-transform' })],
    ]
    for (const [req, next] of cases) {
      const res = await middleware(req, next)
      const before = await next()
      expect(res.headers.get('content-encoding')).toBe(before.headers.get('content-encoding'))
    }
  })

  it('sends each streamed chunk on as it comes: the head of a page arrives before its end is rendered', async () => {
    let finish!: () => void
    const ended = new Promise<void>((ok) => (finish = ok))
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode('<!doctype html><head><title>Demo Motors</title></head>'))
        await ended
        controller.enqueue(new TextEncoder().encode('<body>the rest</body>'))
        controller.close()
      },
    })
    const res = await middleware(request('br'), answer(body))
    const reader = res.body!.getReader()
    // read what has arrived while the rest is still being rendered (a compressor holding the chunk back would
    // leave this waiting until the test's time-out: the rest is only released once the head has been read)
    const received: Buffer[] = []
    const headArrived = (async () => {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return false
        received.push(Buffer.from(value))
        const text = brotliDecompressSync(Buffer.concat(received), {
          finishFlush: constants.BROTLI_OPERATION_FLUSH,
        }).toString()
        if (text.includes('<title>Demo Motors</title>')) return true
      }
    })()
    expect(await headArrived).toBe(true)
    finish()
    while (!(await reader.read()).done);
  })

  it('weakens a strong validator; a streamed answer loses the length of the raw bytes', async () => {
    const streamed = new ReadableStream<Uint8Array>({
      start: (c) => {
        c.enqueue(new TextEncoder().encode(page))
        c.close()
      },
    })
    const res = await middleware(request('br'), answer(streamed, { 'content-type': 'text/html', etag: '"abc"' }))
    expect(res.headers.get('etag')).toBe('W/"abc"')
    expect(res.headers.get('content-length')).toBeNull()
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(page)
  })

  it('compresses an answer of known length in one piece and states the compressed length', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await middleware(
        request(encoding),
        answer(page, { 'content-type': 'text/html', etag: '"abc"', 'content-length': String(page.length) }),
      )
      expect(res.headers.get('content-encoding')).toBe(encoding)
      expect(res.headers.get('etag')).toBe('W/"abc"')
      const bytes = Buffer.from(await res.arrayBuffer())
      expect(res.headers.get('content-length')).toBe(String(bytes.length))
      expect((encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString()).toBe(page)
    }
  })

  it('takes the bytes of an answer rendered whole as they are, without reading its body again', async () => {
    const res = new Response(page, { headers: { 'content-type': 'text/html', 'content-length': String(page.length) } })
    Object.defineProperty(res, Symbol.for('dealer-sites.whole-bytes'), { value: Buffer.from(page) })
    const sent = await middleware(request('br'), async () => res)
    expect(res.bodyUsed).toBe(false)
    expect(brotliDecompressSync(Buffer.from(await sent.arrayBuffer())).toString()).toBe(page)
  })

  it('property: picks br over gzip, honours q=0 refusals and the * wildcard', () => {
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip')
    expect(pickEncoding('*')).toBe('br')
    expect(pickEncoding('identity')).toBeNull()
    fc.assert(
      fc.property(
        fc.subarray(['br', 'gzip', 'deflate', 'identity']),
        fc.subarray(['br', 'gzip']),
        (accepted, refused) => {
          const header = [...accepted.map((e) => (refused.includes(e as 'br' | 'gzip') ? `${e};q=0` : e))].join(', ')
          const usable = accepted.filter((e) => (e === 'br' || e === 'gzip') && !refused.includes(e))
          expect(pickEncoding(header)).toBe(usable.includes('br') ? 'br' : usable.includes('gzip') ? 'gzip' : null)
        },
      ),
    )
  })
})
