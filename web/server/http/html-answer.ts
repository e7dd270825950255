/**
 * A server-rendered page is rendered whole (web/server.ts) and then passes several steps that each need its text:
 * the paint-first rewrite, the Content-Security-Policy hashes of its inline scripts, the response cache. Each used
 * to read the body again (decode), and hand on a new one (encode). An answer made here remembers its text, so
 * the steps after it read the string they were given; its length is known, so it is compressed in one call and
 * sent with `Content-Length` (scripts/compression.mjs).
 */
const texts = new WeakMap<Response, string>()

/** An HTML answer of `html`, with `from`'s status and headers and its own length. */
export function htmlAnswer(html: string, from: { readonly status: number; readonly statusText: string; readonly headers: Headers }): Response {
  const headers = new Headers(from.headers)
  headers.set('content-length', String(Buffer.byteLength(html)))
  const response = new Response(html, { status: from.status, statusText: from.statusText, headers })
  texts.set(response, html)
  return response
}

/** Whether `response` was made here (its headers are its own to change, and its text is remembered). */
export const isHtmlAnswer = (response: Response): boolean => texts.has(response)

/** The text of an HTML answer: the string it was made of, else its body read. */
export async function htmlOf(response: Response): Promise<string> {
  return texts.get(response) ?? (await response.text())
}
