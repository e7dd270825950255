import { errorForResponse, errorWithoutResponse } from './service-error.ts'

/** A Meilisearch answer's JSON; a non-OK answer or a body that is not JSON is the SPEC §8 search error. */
export async function jsonAnswer(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!response.ok) throw errorForResponse(response.status, response.statusText, text)
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw errorWithoutResponse('the search service answered with malformed JSON')
  }
}
