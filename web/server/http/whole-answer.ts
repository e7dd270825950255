import { FastResponse } from 'srvx'
import { WHOLE_BYTES } from './html-answer.ts'

/**
 * An answer whose body is whole bytes in memory (a kept page, a JSON answer): srvx's FastResponse, which the
 * production server writes to the socket as it is, where a plain Response's body would be read back as a stream.
 * It is a Response like any other to everyone else (Start's middleware, tests). The bytes are also where
 * `bytesOf` (html-answer.ts) finds them, so the compression step reads their length and bytes without the body.
 */
export function wholeAnswer(body: Uint8Array | null, init: ResponseInit): Response {
  const answer = new FastResponse(body as BodyInit | null, init) as Response
  if (body) Object.defineProperty(answer, WHOLE_BYTES, { value: body })
  return answer
}
