export interface KeyUidLookup {
  readonly host: string
  /** a key allowed to read keys (the admin key); it only travels server to Meilisearch */
  readonly adminKey: string
  /** the key whose uid is wanted (the search key that signs tenant tokens) */
  readonly key: string
  readonly timeoutMs?: number
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Is this a key uid as Meilisearch writes them (a UUID)? */
export const isKeyUid = (value: string): boolean => UUID.test(value)

/**
 * The uid of a Meilisearch key, read with `GET /keys/{key}` (Meilisearch accepts the key itself in place of its
 * uid). A tenant token must name the uid of the key that signed it, and operators usually know the key but not
 * its uid. Rejects with a message naming the status (never a key) when the answer is not a key with a UUID uid.
 */
export async function lookupKeyUid(options: KeyUidLookup): Promise<string> {
  const url = `${options.host.replace(/\/+$/, '')}/keys/${encodeURIComponent(options.key)}`
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${options.adminKey}`, accept: 'application/json' },
    signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
  })
  if (!response.ok) throw new Error(`key lookup answered HTTP ${response.status}`)
  const body = (await response.json().catch(() => null)) as { uid?: unknown } | null
  const uid = body?.uid
  if (typeof uid !== 'string' || !isKeyUid(uid)) throw new Error('key lookup answered without a key uid')
  return uid
}
