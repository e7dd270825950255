import { createHash, timingSafeEqual } from 'node:crypto'
import type { HeaderReader } from './plain-exchange.ts'

/**
 * The QA pages and hooks under /mock (received leads, sign-in codes, the QA stock list, the mock lead API). On the
 * demo and mock presets they answer everyone, as the QA banner says. Under the live preset a stand-in serves real
 * shoppers' data there (a sign-in code read from /mock/auth-codes signs its reader in as someone else), so every
 * /mock address answers 404 unless the request carries the QA token (`QA_TOKEN`):
 * - in the `X-QA-Token` header (scripts, curl), or
 * - in the `qa_token` cookie, which a browser gets by visiting any /mock address once with `?qa_token=…`: the
 *   answer sets the cookie (HttpOnly, SameSite=Lax, for 8 hours) and sends the browser on to the address without
 *   the parameter, so the token leaves the address bar and the history.
 * Without QA_TOKEN (an all-live site) nothing under /mock answers; start-up refuses a stand-in without one
 * (environment.ts). Tokens are compared in constant time.
 */
export const QA_TOKEN_HEADER = 'x-qa-token'
export const QA_TOKEN_COOKIE = 'qa_token'
export const QA_TOKEN_PARAM = 'qa_token'
/** how long a browser's QA cookie lasts */
const QA_COOKIE_SECONDS = 8 * 60 * 60

export interface QaGate {
  /** the demo and mock presets: /mock answers everyone */
  readonly open: boolean
  /** whether a request with these headers may see /mock (always, when open) */
  allows(headers: HeaderReader): boolean
  /** whether `given` is the QA token (false when there is none) */
  isToken(given: string): boolean
}

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest()

/** The value of cookie `name` in a Cookie header, or null. */
export function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) {
      const raw = part.slice(at + 1).trim()
      try {
        return decodeURIComponent(raw)
      } catch {
        return raw
      }
    }
  }
  return null
}

export function qaGate(preset: 'demo' | 'mock' | 'live', token: string | null | undefined): QaGate {
  const open = preset !== 'live'
  // digests of equal length, so the comparison takes the same time whatever is sent
  const expected = token ? digest(token) : null
  const isToken = (given: string): boolean => expected !== null && timingSafeEqual(digest(given), expected)
  return {
    open,
    isToken,
    allows(headers) {
      if (open) return true
      const header = headers.get(QA_TOKEN_HEADER)
      if (header !== null && isToken(header)) return true
      const cookie = cookieValue(headers.get('cookie'), QA_TOKEN_COOKIE)
      return cookie !== null && isToken(cookie)
    },
  }
}

/**
 * Whether a path is under /mock as the router would match it: percent-decoded, in any case, past empty and `.`
 * segments (`/MOCK/auth-codes`, `/%6Dock/leads`, `//mock/leads` all are).
 */
export function isQaPath(pathname: string): boolean {
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // a malformed escape is matched as written
  }
  const first = path.split(/[/\\]/).find((segment) => segment !== '' && segment !== '.')
  return first !== undefined && first.trim().toLowerCase() === 'mock'
}

const notFound = (): Response =>
  new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

/**
 * The gate's answer to a request for a /mock address, or null to let it through: 404 without the token; a visit
 * with the right `?qa_token=` gets the cookie and is sent on without it (303).
 */
export function qaGateAnswer(gate: QaGate, request: Request, url: URL): Response | null {
  if (gate.open || !isQaPath(url.pathname)) return null
  const given = url.searchParams.get(QA_TOKEN_PARAM)
  if (given !== null && (request.method === 'GET' || request.method === 'HEAD')) {
    if (!gate.isToken(given)) return notFound()
    const onward = new URL(url)
    onward.searchParams.delete(QA_TOKEN_PARAM)
    const secure = url.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
    return new Response(null, {
      status: 303,
      headers: {
        location: `${onward.pathname}${onward.search}`,
        'cache-control': 'no-store',
        'set-cookie': `${QA_TOKEN_COOKIE}=${encodeURIComponent(given)}; Path=/; Max-Age=${QA_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
      },
    })
  }
  return gate.allows(request.headers) ? null : notFound()
}
