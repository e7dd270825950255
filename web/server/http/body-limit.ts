/**
 * How many body bytes each path may send, checked at the HTTP entry for every request before anything reads the
 * body: a declared Content-Length above the limit is refused unread, and a body without one (chunked) is counted
 * as it streams and cut off at the limit. The route's own reader (json-body.ts) may then hold it to less.
 */
import { MAX_UPLOAD_BYTES } from '@domain/uploads/upload-rules.ts'

const KB = 1024

const LIMITS: ReadonlyArray<readonly [RegExp, number]> = [
  // a lead with every answer and 50 visited pages is a few KB (json-body.ts MAX_LEAD_BODY_BYTES)
  [/^\/(?:mock\/)?api\/(?:leads|carClarityCustomer)(?:\/|$)/, 64 * KB],
  [/^\/api\/auth(?:\/|$)/, 16 * KB],
  [/^\/api\/search(?:\/|$)/, 16 * KB],
  [/^\/api\/(?:nevdis|simple-autograb-lookup|trade-in-lookup|phone-reveal|events\/)/, 4 * KB],
  // one attached file (a résumé, a photo): the largest any file field takes (domain/uploads/upload-rules.ts)
  [/^\/api\/uploads\/?$/, MAX_UPLOAD_BYTES],
  // the providers' notifications: Stripe's PaymentIntent events and Till's callbacks are a few KB each
  [/^\/api\/payments\//, 256 * KB],
  // a server function's arguments: the largest is a garage of 200 saved car ids
  [/^\/_serverFn\//, 32 * KB],
]

/** Anything else (pages, assets, the search token) has no business sending more than this. */
export const DEFAULT_BODY_LIMIT = 16 * KB

export const bodyLimitOf = (pathname: string): number =>
  LIMITS.find(([path]) => path.test(pathname))?.[1] ?? DEFAULT_BODY_LIMIT

/** What a declared Content-Length alone refuses: 400 when it is not a number, 413 when it is over `limit`. */
export function declaredLengthRefusal(declared: string | null, limit: number): 400 | 413 | null {
  if (declared === null) return null
  if (!/^\s*\d+\s*$/.test(declared)) return 400
  return Number(declared) > limit ? 413 : null
}

/** The message of a body's refusal by its status. */
export const bodyRefusalMessage = (status: 400 | 413, limit: number): string =>
  status === 413 ? `Request body is larger than ${limit} bytes` : 'Invalid Content-Length header'

export type BodyCheck =
  | { readonly ok: true; readonly body: ReadableStream<Uint8Array> | null; readonly exceeded: () => boolean }
  | { readonly ok: false; readonly status: 400 | 413; readonly limit: number }

/**
 * The request's body, counted: a declared length above `limit` (or one that is not a number) is refused at once;
 * otherwise a stream that errors as soon as more than `limit` bytes have come, and `exceeded()` says whether it did.
 * The socket is not read past the limit (the answer closes the connection).
 */
export function countedBody(request: Request, limit: number): BodyCheck {
  const refused = declaredLengthRefusal(request.headers.get('content-length'), limit)
  if (refused) return { ok: false, status: refused, limit }
  if (request.body === null) return { ok: true, body: null, exceeded: () => false }
  let seen = 0
  let over = false
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength
      if (seen > limit) {
        over = true
        controller.error(new Error(`Request body is larger than ${limit} bytes`))
      } else controller.enqueue(chunk)
    },
  })
  return { ok: true, body: request.body.pipeThrough(counter, { preventCancel: true }), exceeded: () => over }
}

/**
 * The whole body as bytes, or null as soon as more than `limit` bytes have come (the rest is not read). A body that
 * fails while streaming throws; each route says what that means to its caller.
 */
export async function bytesAtMost(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = []
  let length = 0
  if (body) {
    const reader = body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      length += value.byteLength
      if (length > limit) {
        await reader.cancel().catch(() => {})
        return null
      }
      chunks.push(value)
    }
  }
  const bytes = new Uint8Array(length)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}
