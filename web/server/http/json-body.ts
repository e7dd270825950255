import { errorAnswer } from './answers.ts'

// Reading a JSON request body of bounded size: the one reader every API route uses.

/** 64 KB: a lead with every answer and 50 visited pages is a few KB; anything past this is not a lead. */
export const MAX_LEAD_BODY_BYTES = 64 * 1024

export type BodyReading = { ok: true; value: unknown } | { ok: false; response: Response }

const isJsonType = (type: string | null) => type !== null && /^application\/([\w.+-]*\+)?json\s*(;|$)/i.test(type.trim())

/**
 * Reads a JSON request body of at most `maxBytes`: refused by its declared Content-Length before
 * reading, and again while reading (a body may declare nothing, or lie).
 */
export async function readJsonBody(request: Request, maxBytes: number = MAX_LEAD_BODY_BYTES): Promise<BodyReading> {
  const tooLarge = () => ({
    ok: false as const,
    response: errorAnswer(413, `Request body is larger than ${maxBytes} bytes`),
  })
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    if (!/^\d+$/.test(declared.trim())) return { ok: false, response: errorAnswer(400, 'Invalid Content-Length header') }
    if (Number(declared) > maxBytes) return tooLarge()
  }
  if (!isJsonType(request.headers.get('content-type'))) {
    return { ok: false, response: errorAnswer(415, 'Content-Type must be application/json') }
  }
  const chunks: Uint8Array[] = []
  let length = 0
  if (request.body) {
    const reader = request.body.getReader()
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        length += value.byteLength
        if (length > maxBytes) {
          await reader.cancel().catch(() => {})
          return tooLarge()
        }
        chunks.push(value)
      }
    } catch {
      return { ok: false, response: errorAnswer(400, 'Request body could not be read') }
    }
  }
  return parse(concat(chunks, length))
}

function concat(chunks: readonly Uint8Array[], length: number): Uint8Array {
  const bytes = new Uint8Array(length)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

function parse(bytes: Uint8Array): BodyReading {
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    return { ok: false, response: errorAnswer(400, 'Request body is not valid UTF-8') }
  }
  if (text.trim() === '') return { ok: false, response: errorAnswer(400, 'Request body is empty: expected JSON') }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, response: errorAnswer(400, 'Request body is not valid JSON') }
  }
}
