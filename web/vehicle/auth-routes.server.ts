import { isStoreUnavailable } from '@domain/ports/store-unavailable.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { MAX_AUTH_BODY_BYTES } from '@application/auth/sign-in.ts'
import type { RequestContext } from '../server/request-context.ts'
import { errorAnswer, jsonAnswer, outcomeAnswer, problemAnswer } from '../server/http/answers.ts'
import { clientKey, socketAddress } from '../server/http/client-key.ts'
import { readJsonBody } from '../server/http/json-body.ts'
import { forTenant, hostOf } from '../server/http/request-tenant.ts'
import { requestOrigin } from '../server/http/request-origin.ts'

/** The sign-in routes (SPEC §6/§7): the session token lives in an httpOnly cookie; the use case never sees one. */
export const SESSION_COOKIE = 'garage_session'

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

const isHttps = (request: Request) => requestOrigin(request).startsWith('https:')

/** httpOnly, same-site session cookie; Secure whenever the site is served over https. `maxAgeSeconds`: the session's life. */
export function sessionCookie(request: Request, token: string | null, maxAgeSeconds = 0): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(isHttps(request) ? ['Secure'] : [])]
  return token === null
    ? [`${SESSION_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ')
    : [`${SESSION_COOKIE}=${token}`, `Max-Age=${maxAgeSeconds}`, ...attributes].join('; ')
}

/** Writes must come from the site's own pages: an Origin naming another host is refused. */
function crossSite(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (!origin) return false
  const host = hostOf(request.headers)
  try {
    return new URL(origin).host !== host
  } catch {
    return true
  }
}

type Handler = (request: Request, tenant: Tenant, context: RequestContext) => Promise<Response>

/** Every auth route: tenant from the Host, JSON, never cached. Writes on tenants without the garage are 404s. */
function route(handler: Handler, { write }: { write: boolean }) {
  return forTenant(async (tenant, { request, context }) => {
    if (write && !context.app.vehicles.signIn.enabled(tenant.site)) return errorAnswer(404, 'Not found')
    if (write && crossSite(request)) return errorAnswer(403, 'Cross-site request refused')
    try {
      return await handler(request, tenant, context)
    } catch (error) {
      // what fails here is ours (the store out of reach, a bug): a clear answer to come back, never a stack
      // the store out of reach is one line (it is expected while the database restarts); a bug keeps its stack
      if (isStoreUnavailable(error)) console.warn(`auth route: ${(error as Error).message}`)
      else console.error('auth route failed', error)
      return errorAnswer(
        503,
        'Sign-in is not available right now; please try again in a moment',
        {},
        { 'retry-after': '5' },
      )
    }
  })
}

/** SPEC §6/§7 GET /api/auth → `{user, watchlist}`; signed out (or no garage) → `{user: null, watchlist: []}`. */
export const getSession = route(
  async (request, tenant, { app }) =>
    jsonAnswer(200, await app.vehicles.signIn.session(tenant.site, sessionToken(request))),
  { write: false },
)

/**
 * POST /api/auth/code `{email}`: sends a one-time code; 429 past the client's or the site's limit, 422 for a bad
 * address or too many codes to it, 503 when it could not be sent.
 */
export const requestCode = route(
  async (request, tenant, { app }) => {
    const body = await readJsonBody(request, MAX_AUTH_BODY_BYTES)
    if (!body.ok) return body.response
    return outcomeAnswer(
      await app.vehicles.signIn.requestCode(tenant.site, body.value, clientKey(request, socketAddress())),
    )
  },
  { write: true },
)

/** POST /api/auth/verify `{email, code}`: signs in, sets the session cookie, answers the session. */
export const verifyCode = route(
  async (request, tenant, { app }) => {
    const body = await readJsonBody(request, MAX_AUTH_BODY_BYTES)
    if (!body.ok) return body.response
    const { signIn } = app.vehicles
    const answer = await signIn.verify(tenant.site, body.value)
    if (!answer.ok) return problemAnswer(answer.problem)
    return jsonAnswer(200, answer.value.session, {
      'set-cookie': sessionCookie(request, answer.value.token, signIn.sessionSeconds),
    })
  },
  { write: true },
)

/** PUT /api/auth/watchlist `{watchlist: [car ids]}`: replaces the signed-in shopper's watchlist. */
export const saveWatchlist = route(
  async (request, tenant, { app }) => {
    const token = sessionToken(request)
    if (!token) return errorAnswer(401, 'Please sign in')
    const body = await readJsonBody(request, MAX_AUTH_BODY_BYTES)
    if (!body.ok) return body.response
    const saved = await app.vehicles.signIn.saveWatchlist(tenant.site, token, body.value)
    if (!saved.ok) return problemAnswer(saved.problem)
    return saved.value ? jsonAnswer(200, saved.value) : errorAnswer(401, 'Please sign in')
  },
  { write: true },
)

/** DELETE /api/auth: signs out and clears the cookie. */
export const signOut = route(
  async (request, tenant, { app }) =>
    jsonAnswer(200, await app.vehicles.signIn.signOut(tenant.site, sessionToken(request)), {
      'set-cookie': sessionCookie(request, null),
    }),
  { write: true },
)
