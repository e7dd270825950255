// Compression of the app's answers (pages, JSON, XML): the pipeline's compression step (pipeline.ts). Built assets
// are sent precompressed by the static files (scripts/static-files.mjs), and pages the response cache keeps are
// answered in their kept compressed forms (page-cache.ts); server-rendered HTML would otherwise go out raw, and on a
// phone's connection a page's bytes are most of its first paint. An answer whose length is known (a page is
// rendered whole, html-answer.ts) is compressed in one call and sent with its length; a streamed one is compressed
// chunk by chunk, each flushed as it is written, so it still reaches the browser in pieces.
import { Readable, pipeline } from 'node:stream'
import { promisify } from 'node:util'
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib'
import { WHOLE_BYTES, bytesOf } from './html-answer.ts'
import { wholeAnswer } from './whole-answer.ts'

const COMPRESSIBLE = /^(text\/|application\/(json|xml|ld\+json|manifest\+json|javascript|rss\+xml)|image\/svg\+xml)/i
/** below this a compressed answer is barely smaller, and not worth the work */
const MIN_BYTES = 1024
/**
 * Quick settings: this runs for every page view that is not served from the response cache (which compresses
 * its kept pages once, at quality 5: page-cache.ts), unlike the built assets. Quality 1: many compressions at a
 * time, as under load, each take a fraction of quality 4's CPU for slightly larger bytes. Not 2 or 3: though cheaper
 * than 4 one at a time, each of their encoders allocates large tables outside V8's heap, and many at once make V8
 * collect its old space over and over (`--trace-gc` shows it; 1, 4 and 5 do not), which costs a page's server CPU
 * under load far more than the bytes save.
 */
const BROTLI_QUALITY = 1

type Encoding = 'br' | 'gzip'

/** The encoding to answer with: brotli, else gzip, when the request accepts one (q=0 refuses it). */
export function pickEncoding(acceptEncoding: string | null): Encoding | null {
  if (!acceptEncoding) return null
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean)
    accepted.set(name.trim(), q ? Number(q[1]) : 1)
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (ok('br')) return 'br'
  if (ok('gzip')) return 'gzip'
  return null
}

/** The bytes of an answer that carries them whole (whole-answer.ts, html-answer.ts), else undefined. */
const wholeBytesOf = (response: Response): Uint8Array | undefined =>
  (response as Response & { readonly [WHOLE_BYTES]?: Uint8Array })[WHOLE_BYTES]

function shouldCompress(method: string, response: Response): boolean {
  const { status, headers } = response
  if (method === 'HEAD' || response.body === null) return false
  if (status < 200 || status === 204 || status === 206 || status === 304) return false
  if (headers.has('content-encoding')) return false
  if (/\bno-transform\b/i.test(headers.get('cache-control') ?? '')) return false
  if (!COMPRESSIBLE.test(headers.get('content-type') ?? '')) return false
  const length = wholeBytesOf(response)?.byteLength ?? headers.get('content-length')
  return length === null || Number(length) >= MIN_BYTES
}

/** The headers of an answer about to be sent in `encoding` (or as it is, null): it varies by Accept-Encoding. */
function encodedHeaders(headers: Headers, encoding: Encoding | null): void {
  const vary = headers.get('vary')
  if (!vary || !/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  if (!encoding) return
  headers.set('content-encoding', encoding)
  // a strong validator names exact bytes; these are other bytes
  const etag = headers.get('etag')
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`)
}

const brotliWhole = promisify(brotliCompress)
const gzipWhole = promisify(gzip)

/** One call for a whole body, run off the main thread: no stream objects per answer and no flush per chunk. */
export function compressWhole(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliWhole(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      })
    : gzipWhole(bytes, { level: 6 })
}

function compressor(encoding: Encoding) {
  return encoding === 'br'
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 })
}

/**
 * The compression step (a Step of the pipeline, which needs nothing of the exchange): the answer of the steps after
 * it, compressed when the client accepts it and it suits.
 */
export async function compression(request: Request, next: () => Promise<Response>): Promise<Response> {
  const response = await next()
  if (!shouldCompress(request.method, response)) return response
  const headers = new Headers(response.headers)
  const encoding = pickEncoding(request.headers.get('accept-encoding'))
  encodedHeaders(headers, encoding)
  const init = { status: response.status, statusText: response.statusText, headers }
  if (!encoding) return new Response(response.body, init)
  if (wholeBytesOf(response) || headers.has('content-length')) {
    // a whole body: compressed at once and sent as bytes with their length
    const bytes = await compressWhole(await bytesOf(response), encoding)
    headers.set('content-length', String(bytes.byteLength))
    return wholeAnswer(bytes, init)
  }
  headers.delete('content-length')
  const compressed = compressor(encoding)
  // pipeline, not pipe: a failing stream or a client that went away tears down both sides
  pipeline(Readable.fromWeb(response.body as never), compressed, () => {})
  return new Response(Readable.toWeb(compressed) as ReadableStream<Uint8Array>, init)
}
