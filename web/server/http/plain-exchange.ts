/**
 * A request and its answer as plain facts: what the node-level fast path (scripts/fast-entry.mjs) hands the app
 * for the two hottest kinds of request (a response-cache hit, a lead create) instead of a web Request, and what it
 * writes back instead of a web Response. Building a Request (undici's Headers, a body stream, an abort signal) and
 * reading a Response back cost more CPU than answering a cache hit does.
 */

/** Reads one header as a web Request's `headers.get` would give it (its name in any case), or null. */
export interface HeaderReader {
  get(name: string): string | null
}

/** What the server read of a request before the app sees it. */
export interface PlainRequest {
  readonly method: string
  /** the request target as sent: the path and query (`/search?make=Kia`) */
  readonly target: string
  readonly headers: HeaderReader
  /** the socket's peer address */
  readonly socketAddress: string | undefined
  /** whether the socket is TLS */
  readonly encrypted: boolean
  /** the whole body, for a request that has one (read by the server within its path's limit) */
  readonly body: Uint8Array | null
}

/** An answer: its status, headers by lower-case name, and body bytes (none for a 304). */
export interface PlainAnswer {
  readonly status: number
  readonly headers: Map<string, string>
  readonly body: Uint8Array | null
}

/** Headers that can be read and changed alike as a Map or a web Headers. */
export interface HeaderWriter {
  get(name: string): string | null | undefined
  has(name: string): boolean
  set(name: string, value: string): unknown
  delete(name: string): unknown
}

/** A plain answer as a web Response (for a caller on the web side). */
export const responseOf = (answer: PlainAnswer): Response =>
  new Response(
    answer.body === null
      ? null
      : (new Uint8Array(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength) as Uint8Array<ArrayBuffer>),
    {
      status: answer.status,
      headers: [...answer.headers],
    },
  )
