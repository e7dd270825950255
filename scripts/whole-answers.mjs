// The app's answers whose body is whole bytes in memory, written to the socket as they are.
import { FastResponse } from 'srvx'

/** Where an answer carries its whole body's bytes (web/server/http/html-answer.ts, the same registered symbol). */
const WHOLE_BYTES = Symbol.for('dealer-sites.whole-bytes')

/**
 * srvx middleware: an answer that carries its whole bytes, its body still unread, goes out as srvx's FastResponse
 * of those bytes, which srvx writes in one call; a web Response's body would be read back as a stream, a promise
 * per chunk. Status and headers are the answer's own. Any other answer (streamed, read, or made anew by a step
 * that changed its body) goes out as it is.
 */
export function wholeAnswersMiddleware() {
  return async (_request, next) => {
    const answer = await next()
    const bytes = answer?.[WHOLE_BYTES]
    if (!bytes || answer.bodyUsed || answer.body === null || answer.body.locked) return answer
    return new FastResponse(bytes, { status: answer.status, statusText: answer.statusText, headers: answer.headers })
  }
}
