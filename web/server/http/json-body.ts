import { errorAnswer } from './answers.ts'
import type { HeaderReader } from './plain-exchange.ts'
import { bodyRefusalMessage, bytesAtMost, declaredLengthRefusal } from './body-limit.ts'

// Reading a JSON request body of bounded size: the one reader every API route uses.

/** 64 KB: a lead with every answer and 50 visited pages is a few KB; anything past this is not a lead. */
export const MAX_LEAD_BODY_BYTES = 64 * 1024

export type BodyReading = { ok: true; value: unknown } | { ok: false; response: Response }

/** The same reading with its refusal as a status and message, for a caller that answers in either form. */
export type JsonReading = { ok: true; value: unknown } | { ok: false; status: number; error: string }

const isJsonType = (type: string | null) =>
  type !== null && /^application\/([\w.+-]*\+)?json\s*(;|$)/i.test(type.trim())

const refused = (status: number, error: string) => ({ ok: false as const, status, error })
const tooLarge = (maxBytes: number) => refused(413, bodyRefusalMessage(413, maxBytes))

/**
 * Reads a JSON request body of at most `maxBytes`: refused by its declared Content-Length before
 * reading, and again while reading (a body may declare nothing, or lie).
 */
export async function readJsonBody(request: Request, maxBytes: number = MAX_LEAD_BODY_BYTES): Promise<BodyReading> {
  const reading = await readJson(request, maxBytes)
  return reading.ok ? reading : { ok: false, response: errorAnswer(reading.status, reading.error) }
}

/** readJsonBody's reading, its refusal not yet an answer. */
export async function readJson(request: Request, maxBytes: number = MAX_LEAD_BODY_BYTES): Promise<JsonReading> {
  const declared = declaredProblem(request.headers, maxBytes)
  if (declared) return declared
  let bytes: Uint8Array | null
  try {
    bytes = await bytesAtMost(request.body, maxBytes)
  } catch {
    return refused(400, 'Request body could not be read')
  }
  return bytes ? parse(bytes) : tooLarge(maxBytes)
}

/** What the headers alone refuse: a declared length that is not a number or is too large, a type that is not JSON. */
function declaredProblem(headers: HeaderReader, maxBytes: number): JsonReading | null {
  const length = declaredLengthRefusal(headers.get('content-length'), maxBytes)
  if (length) return refused(length, bodyRefusalMessage(length, maxBytes))
  return isJsonType(headers.get('content-type')) ? null : refused(415, 'Content-Type must be application/json')
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

function parse(bytes: Uint8Array): JsonReading {
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    return refused(400, 'Request body is not valid UTF-8')
  }
  if (text.trim() === '') return refused(400, 'Request body is empty: expected JSON')
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return refused(400, 'Request body is not valid JSON')
  }
}
