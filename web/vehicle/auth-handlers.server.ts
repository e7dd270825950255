import type { AuthSession } from '@domain/users/user.schema.ts'
import { getServices } from '../server/composition/composition.server.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { errorAnswer, jsonAnswer } from '../server/http/answers.ts'
import { readJsonBody } from '../server/http/json-body.ts'
import { requestTenant } from '../site/site-context.server.ts'
import { SESSION_TTL_MS } from '@adapters/auth-local/local-auth.ts'

export const SESSION_COOKIE = 'garage_session'
const MAX_AUTH_BODY_BYTES = 16 * 1024
const SIGNED_OUT: AuthSession = { user: null, watchlist: [] }

/** The session token from the Cookie header, if any. */
export function sessionToken(request: Request): string | null {
  const header = request.headers.get('cookie') ?? ''
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === SESSION_COOKIE) {
      const value = rest.join('=')
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null
    }
  }
  return null
}

const isHttps = (request: Request) =>
  new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'

/** httpOnly, same-site session cookie; Secure whenever the site is served over https. */
export function sessionCookie(request: Request, token: string | null): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(isHttps(request) ? ['Secure'] : [])]
  return token === null
    ? [`${SESSION_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ')
    : [`${SESSION_COOKIE}=${token}`, `Max-Age=${Math.floor(SESSION_TTL_MS / 1000)}`, ...attributes].join('; ')
}

/** Writes must come from the site's own pages: an Origin naming another host is refused. */
function crossSite(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (!origin) return false
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  try {
    return new URL(origin).host !== host
  } catch {
    return true
  }
}

type Handler = (request: Request, tenant: Tenant) => Promise<Response>

/** Every auth route: tenant from the Host, JSON, never cached. Writes on tenants without the garage are 404s. */
function route(handler: Handler, { write }: { write: boolean }) {
  return async ({ request }: { request: Request }): Promise<Response> => {
    const tenant = requestTenant()
    if (!tenant) return errorAnswer(404, 'Not found')
    if (write && !tenant.site.flags.garage_enabled) return errorAnswer(404, 'Not found')
    if (write && crossSite(request)) return errorAnswer(403, 'Cross-site request refused')
    try {
      return await handler(request, tenant)
    } catch (error) {
      console.error('auth route failed', error)
      return errorAnswer(500, 'Sign-in is not available right now')
    }
  }
}

const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | null)?.[name]
  return typeof value === 'string' ? value.slice(0, 300) : ''
}

/** SPEC §6/§7 GET /api/auth → `{user, watchlist}`; signed out (or no garage) → `{user: null, watchlist: []}`. */
export const getSession = route(async (request, tenant) => {
  if (!tenant.site.flags.garage_enabled) return jsonAnswer(200, SIGNED_OUT)
  return jsonAnswer(200, await getServices().vehicle.auth.session(tenant.site.slug, sessionToken(request)))
}, { write: false })

/** POST /api/auth/code `{email}`: sends a one-time code; 422 for a bad address or too many codes, 503 when it could not be sent. */
export const requestCode = route(async (request, tenant) => {
  const body = await readJsonBody(request, MAX_AUTH_BODY_BYTES)
  if (!body.ok) return body.response
  const answer = await getServices().vehicle.auth.requestCode(tenant.site.slug, field(body.value, 'email'))
  if (answer.ok) return jsonAnswer(200, { ok: true })
  // the mail service failed: nothing is wrong with the request, and the same request may work in a minute
  return answer.unavailable ? errorAnswer(503, answer.message, {}, { 'retry-after': '60' }) : errorAnswer(422, answer.message)
}, { write: true })

/** POST /api/auth/verify `{email, code}`: signs in, sets the session cookie, answers the session. */
export const verifyCode = route(async (request, tenant) => {
  const body = await readJsonBody(request, MAX_AUTH_BODY_BYTES)
  if (!body.ok) return body.response
  const { auth } = getServices().vehicle
  const answer = await auth.verifyCode(tenant.site.slug, field(body.value, 'email'), field(body.value, 'code'))
  if (!answer.ok) return errorAnswer(422, answer.message)
  return jsonAnswer(200, await auth.session(tenant.site.slug, answer.token), { 'set-cookie': sessionCookie(request, answer.token) })
}, { write: true })

/** PUT /api/auth/watchlist `{watchlist: [car ids]}`: replaces the signed-in shopper's watchlist. */
export const saveWatchlist = route(async (request, tenant) => {
  const token = sessionToken(request)
  if (!token) return errorAnswer(401, 'Please sign in')
  const body = await readJsonBody(request, MAX_AUTH_BODY_BYTES)
  if (!body.ok) return body.response
  const list = (body.value as Record<string, unknown> | null)?.watchlist
  if (!Array.isArray(list)) return errorAnswer(422, 'watchlist must be a list of car ids', { field: 'watchlist' })
  const session = await getServices().vehicle.auth.saveWatchlist(tenant.site.slug, token, list.filter((v): v is string => typeof v === 'string'))
  return session.user ? jsonAnswer(200, session) : errorAnswer(401, 'Please sign in')
}, { write: true })

/** DELETE /api/auth: signs out and clears the cookie. */
export const signOut = route(async (request, tenant) => {
  const token = sessionToken(request)
  if (token) await getServices().vehicle.auth.signOut(tenant.site.slug, token)
  return jsonAnswer(200, SIGNED_OUT, { 'set-cookie': sessionCookie(request, null) })
}, { write: true })
