/**
 * What to tell the shopper when a server call failed: the server's own one-line reason when it answered one (a
 * server function rejects with the answer itself, e.g. the 503 `{error}` of the store being out of reach:
 * web/server/http/store-outage.ts), else `fallback`. Only a 503 is read: a bug's answer is never shown to a shopper.
 */
export async function callFailureMessage(error: unknown, fallback: string): Promise<string> {
  if (!(error instanceof Response) || error.status !== 503) return fallback
  const body: unknown = await error.json().catch(() => null)
  const said = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined
  return typeof said === 'string' && said.trim() !== '' ? said : fallback
}
