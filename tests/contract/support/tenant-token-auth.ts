import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Meilisearch's API-key and tenant-token checks, played for the test fakes: a request carries either a key
 * (`Authorization: Bearer {key}`) or a tenant token (a JWT signed with a key's value, naming that key's uid in
 * `apiKeyUid`, with `searchRules` and an optional `exp`). A token only searches, only the indexes its rules name,
 * and every query gets the rules' filter ANDed with its own — so whatever the browser sends, it sees no more than
 * the rules allow. Answers use Meilisearch's documented error codes and statuses.
 */
export interface FakeKey {
  readonly key: string
  readonly uid: string
  /** e.g. ['*'] for an admin key, ['search'] for a search key */
  readonly actions: ReadonlyArray<string>
}

type Filter = string | ReadonlyArray<string | ReadonlyArray<string>>
type Rule = { readonly filter?: Filter | null } | null
export type SearchRules = Readonly<Record<string, Rule>> | ReadonlyArray<string>

export interface MeiliErrorBody {
  readonly message: string
  readonly code: string
  readonly type: string
  readonly link: string
}

export type Access =
  | { readonly ok: true; readonly key: FakeKey; readonly rules: SearchRules | null }
  | { readonly ok: false; readonly status: 401 | 403; readonly body: MeiliErrorBody }

const error = (status: 401 | 403, code: string, message: string): Access => ({
  ok: false,
  status,
  body: { message, code, type: 'auth', link: `https://docs.meilisearch.com/errors#${code}` },
})

const HASHES: Readonly<Record<string, string>> = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' }

const part = (text: string): Record<string, unknown> | null => {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/** Who is asking: a key, or a valid tenant token (signature, expiry, the signing key's search right). */
export function authorize(authorization: string | undefined, keys: ReadonlyArray<FakeKey>, nowMs: number): Access {
  if (!authorization)
    return error(
      401,
      'missing_authorization_header',
      'The Authorization header is missing. It must use the bearer authorization method.',
    )
  const bearer = /^Bearer (.+)$/.exec(authorization)?.[1]?.trim()
  const invalid = error(403, 'invalid_api_key', 'The provided API key is invalid.')
  if (!bearer) return invalid
  const asKey = keys.find((k) => k.key === bearer)
  if (asKey) return { ok: true, key: asKey, rules: null }
  const pieces = bearer.split('.')
  if (pieces.length !== 3) return invalid
  const [headerText, payloadText, signature] = pieces as [string, string, string]
  const header = part(headerText)
  const payload = part(payloadText)
  const hash = typeof header?.['alg'] === 'string' ? HASHES[header['alg']] : undefined
  if (!header || !payload || !hash) return invalid
  const signer = keys.find((k) => k.uid === payload['apiKeyUid'])
  if (!signer) return invalid
  const expected = Buffer.from(createHmac(hash, signer.key).update(`${headerText}.${payloadText}`).digest('base64url'))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return invalid
  const exp = payload['exp']
  if (exp !== undefined && exp !== null && (typeof exp !== 'number' || exp * 1000 <= nowMs)) return invalid
  if (!signer.actions.includes('*') && !signer.actions.includes('search')) return invalid
  const rules = payload['searchRules']
  if (rules === null || typeof rules !== 'object') return invalid
  return { ok: true, key: signer, rules: rules as SearchRules }
}

const asArray = (filter: Filter | null | undefined): Array<string | string[]> =>
  filter === null || filter === undefined
    ? []
    : typeof filter === 'string'
      ? [filter]
      : filter.map((e) => (typeof e === 'string' ? e : [...e]))

interface Query {
  readonly indexUid: string
  readonly filter?: Filter | null
}

/**
 * A multi-search body under a token's rules: each query's filter becomes the rule's filter AND its own; a query
 * on an index the rules do not name is refused (403, as Meilisearch does). Keys (rules null) pass unchanged.
 */
export function applySearchRules<Q extends Query>(
  body: { readonly queries: ReadonlyArray<Q> },
  rules: SearchRules | null,
):
  | { ok: true; body: { queries: Array<Q & { filter: Array<string | string[]> }> } }
  | { ok: false; status: 403; body: MeiliErrorBody } {
  const queries: Array<Q & { filter: Array<string | string[]> }> = []
  for (const query of body.queries) {
    let rule: Rule | undefined
    if (rules === null) rule = null
    else if (Array.isArray(rules)) rule = rules.includes(query.indexUid) || rules.includes('*') ? null : undefined
    else {
      const named = rules as Readonly<Record<string, Rule>>
      rule = query.indexUid in named ? named[query.indexUid] : '*' in named ? named['*'] : undefined
    }
    if (rule === undefined) {
      const denied = error(403, 'invalid_api_key', 'The provided API key is invalid.') as Extract<Access, { ok: false }>
      return { ok: false, status: 403, body: denied.body }
    }
    queries.push({ ...query, filter: [...asArray(rule?.filter), ...asArray(query.filter)] })
  }
  return { ok: true, body: { queries } }
}

/** What a real Meilisearch sends with every answer and to a preflight: any origin, any header, any method. */
export const corsHeaders = (
  requestHeaders: Readonly<Record<string, string | string[] | undefined>>,
): Record<string, string> => {
  const asked = (name: string) => {
    const v = requestHeaders[name]
    return Array.isArray(v) ? v.join(', ') : v
  }
  return {
    'access-control-allow-origin': '*',
    ...(asked('access-control-request-method')
      ? { 'access-control-allow-methods': asked('access-control-request-method')! }
      : {}),
    ...(asked('access-control-request-headers')
      ? { 'access-control-allow-headers': asked('access-control-request-headers')! }
      : {}),
    'access-control-max-age': '86400',
    vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
  }
}
