import { SearchServiceError } from '@domain/ports/search.port.ts'

/** SPEC §8 wording when the service gives no message of its own. */
export const UNEXPECTED = 'An unexpected error occurred'

const messageIn = (body: unknown): string | null => {
  if (body === null || typeof body !== 'object') return null
  const { error, message } = body as Record<string, unknown>
  for (const candidate of [error, message]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate
    if (
      candidate !== null &&
      typeof candidate === 'object' &&
      typeof (candidate as { message?: unknown }).message === 'string'
    ) {
      return (candidate as { message: string }).message
    }
  }
  return null
}

/**
 * SPEC §8 search call non-OK: the body is parsed; an `error` field (or Meilisearch's own `message`) becomes the
 * error's message with the HTTP status; otherwise 'An unexpected error occurred', then ': ' and the status
 * text when there is one.
 */
export const errorForResponse = (status: number, statusText: string, bodyText: string): SearchServiceError => {
  let body: unknown = null
  try {
    body = bodyText.trim() === '' ? null : JSON.parse(bodyText)
  } catch {
    body = null
  }
  const message = messageIn(body)
  if (message !== null) return new SearchServiceError(message, status)
  return new SearchServiceError(statusText.trim() !== '' ? `${UNEXPECTED}: ${statusText}` : UNEXPECTED, status)
}

/** A failure with no HTTP answer (timeout, refused connection, unreadable body): the same wording, no status. */
export const errorWithoutResponse = (detail: string): SearchServiceError =>
  new SearchServiceError(`${UNEXPECTED}: ${detail}`, null)
