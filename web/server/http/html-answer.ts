/**
 * A server-rendered page is rendered whole (web/server.ts) and then passes several steps that each need its text:
 * the Content-Security-Policy hashes of its inline scripts, the response cache, the compression. Rather than each step reading the body again (decode) and handing on a new one (encode), an answer
 * made here remembers its text and its UTF-8 bytes (encoded once, as its `Content-Length` needs them anyway), so
 * the steps after it read what they were given: the compression (compression.ts) and the response cache read the
 * bytes (`bytesOf`), and compress them in one call without reading the body stream.
 */
const texts = new WeakMap<Response, string>()

/** Where an answer made here carries its body's bytes (`bytesOf`): a registered symbol, the same in every module copy */
export const WHOLE_BYTES = Symbol.for('dealer-sites.whole-bytes')

/** An HTML answer of `html`, with `from`'s status and headers and its own length. */
export function htmlAnswer(
  html: string,
  from: { readonly status: number; readonly statusText: string; readonly headers: Headers },
): Response {
  const bytes = Buffer.from(html)
  // the body stays the string: a byte body would be copied by the Response; so are the headers, into its own
  const response = new Response(html, { status: from.status, statusText: from.statusText, headers: from.headers })
  response.headers.set('content-length', String(bytes.byteLength))
  texts.set(response, html)
  Object.defineProperty(response, WHOLE_BYTES, { value: bytes })
  return response
}

/** Whether `response` was made here (its headers are its own to change, and its text is remembered). */
export const isHtmlAnswer = (response: Response): boolean => texts.has(response)

/** The text of an HTML answer: the string it was made of, else its body read. */
export async function htmlOf(response: Response): Promise<string> {
  return texts.get(response) ?? (await response.text())
}

/** The bytes of an answer: those an answer made here was sent with, else its body read. */
export async function bytesOf(response: Response): Promise<Buffer> {
  return (
    (response as Response & { readonly [WHOLE_BYTES]?: Buffer })[WHOLE_BYTES] ??
    Buffer.from(await response.arrayBuffer())
  )
}
