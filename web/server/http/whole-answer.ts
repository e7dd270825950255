import { WHOLE_BYTES } from './html-answer.ts'

/**
 * An answer whose body is whole bytes in memory (a kept page, a JSON answer, a page compressed whole). It carries
 * its bytes where `bytesOf` (html-answer.ts) finds them: the compression step reads their length and bytes without
 * reading the body, and the production server writes them to the socket at once (scripts/whole-answers.mjs) where
 * a body stream would be read back chunk by chunk.
 */
export function wholeAnswer(body: Uint8Array | null, init: ResponseInit): Response {
  const answer = new Response(body as Uint8Array<ArrayBuffer> | null, init)
  if (body) Object.defineProperty(answer, WHOLE_BYTES, { value: body })
  return answer
}
