// Compression of the app's own answers (pages, JSON, XML). The static middleware already compresses built assets;
// server-rendered HTML would go out raw, and on a phone's connection a page's bytes are most of its
// first paint. An answer whose length is known (a page is rendered whole, web/server/http/html-answer.ts) is
// compressed in one call and sent with its length; a streamed one is compressed chunk by chunk, each flushed as it is
// written, so it still reaches the browser in pieces.
import { Readable, pipeline } from 'node:stream'
import { promisify } from 'node:util'
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib'
import { FastResponse } from 'srvx'

const COMPRESSIBLE = /^(text\/|application\/(json|xml|ld\+json|manifest\+json|javascript|rss\+xml)|image\/svg\+xml)/i
/** below this a compressed answer is barely smaller, and not worth the work */
const MIN_BYTES = 1024
/**
 * Quick settings: this runs for every page view that is not served from the response cache (which compresses
 * its kept pages once, at quality 5: web/server/http/page-cache.ts), unlike the built assets. Quality 1: many
 * compressions at a time, as under load, each take a fraction of quality 4's CPU for slightly larger bytes. Not 2 or
 * 3: though cheaper than 4 one at a time, each of their encoders allocates large tables outside V8's heap, and many
 * at once make V8 collect its old space over and over (`--trace-gc` shows it; 1, 4 and 5 do not), which costs a
 * page's server CPU under load far more than the bytes save.
 */
const BROTLI_QUALITY = 1

/**
 * Where an answer rendered whole carries its body's bytes (web/server/http/html-answer.ts, the same registered
 * symbol): taken as they are instead of reading the body stream back into bytes.
 */
const WHOLE_BYTES = Symbol.for('dealer-sites.whole-bytes')

/** The encoding to answer with: brotli, else gzip, when the request accepts one (q=0 refuses it). */
export function pickEncoding(acceptEncoding) {
  if (!acceptEncoding) return null
  const accepted = new Map()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean)
    accepted.set(name.trim(), q ? Number(q[1]) : 1)
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (ok('br')) return 'br'
  if (ok('gzip')) return 'gzip'
  return null
}

/** `headers`: a web Headers or a plain answer's Map (scripts/fast-entry.mjs), read alike */
function shouldCompress(method, status, hasBody, headers) {
  if (method === 'HEAD' || !hasBody) return false
  if (status < 200 || status === 204 || status === 206 || status === 304) return false
  if (headers.has('content-encoding')) return false
  if (/\bno-transform\b/i.test(headers.get('cache-control') ?? '')) return false
  if (!COMPRESSIBLE.test(headers.get('content-type') ?? '')) return false
  const length = headers.get('content-length') ?? null
  return length === null || Number(length) >= MIN_BYTES
}

/** The headers of an answer about to be sent in `encoding` (or as it is, null): it varies by Accept-Encoding. */
function encodedHeaders(headers, encoding) {
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
export function compressWhole(bytes, encoding) {
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

function compressor(encoding) {
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

/** srvx middleware: compresses the answer of `next` when the client accepts it and the content suits. */
export function compressionMiddleware() {
  return async (request, next) => {
    const response = await next()
    // only plain Responses: srvx's own fast responses stream from Node and must not be read twice
    if (
      response?.constructor !== Response ||
      !shouldCompress(request.method, response.status, response.body !== null, response.headers)
    )
      return response
    const headers = new Headers(response.headers)
    const encoding = pickEncoding(request.headers.get('accept-encoding'))
    encodedHeaders(headers, encoding)
    if (!encoding)
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
    if (headers.has('content-length')) {
      // a whole body: compressed at once and sent as bytes with their length (srvx writes them straight to the socket)
      const bytes = await compressWhole(response[WHOLE_BYTES] ?? new Uint8Array(await response.arrayBuffer()), encoding)
      headers.set('content-length', String(bytes.byteLength))
      return new FastResponse(bytes, { status: response.status, statusText: response.statusText, headers })
    }
    const compressed = compressor(encoding)
    // pipeline, not pipe: a failing page stream or a client that went away tears down both sides
    pipeline(Readable.fromWeb(response.body), compressed, () => {})
    const body = Readable.toWeb(compressed)
    return new Response(body, { status: response.status, statusText: response.statusText, headers })
  }
}

/**
 * The same rules for a plain answer of the node-level fast path (scripts/fast-entry.mjs), whose body is whole:
 * compressed in one call when the middleware would have compressed it, the headers changed as it changes them.
 */
export async function compressPlain(method, acceptEncoding, answer) {
  if (!shouldCompress(method, answer.status, answer.body !== null, answer.headers)) return answer
  const encoding = pickEncoding(acceptEncoding)
  encodedHeaders(answer.headers, encoding)
  return encoding ? { ...answer, body: await compressWhole(answer.body, encoding) } : answer
}
