import { HTTP_METHODS, errorAnswer, methodNotAllowed, methodNotImplemented } from './answers.ts'
import { bodyLimitOf, bodyRefusalMessage, countedBody, declaredLengthRefusal } from './body-limit.ts'
import { forwardedView, proxyTrust, type ForwardedView } from './trusted-proxy.ts'
import { securityHeaders, withSecurityHeaders, type SecurityContext } from './security-headers.ts'
import { withContentSecurityPolicy } from './content-security-policy.ts'
import { NO_REACH, NO_SOURCES, cspSources, type BrowserReach, type CspSources } from './csp-sources.ts'
import { hostOf } from './request-tenant.ts'
import { qaGateAnswer, type QaGate } from './qa-gate.ts'
import type { Step } from '../ops/operations.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'

/**
 * The pipeline's HTTP entry (web/server/http/pipeline.ts), for every request before the app sees it:
 * - the forwarded headers are settled once, on the request itself (trusted-proxy.ts): the app receives
 *   `X-Forwarded-For` as the one client address it should count, `X-Forwarded-Host` only when a trusted proxy sent a
 *   well-formed one, and `X-Forwarded-Proto` as `http` or `https` (absent: the socket's scheme), so hostOf, clientKey and requestOrigin read
 *   settled values, and Start's getRequestIP() the settled client;
 * - its body is held to its path's limit (body-limit.ts): 413 JSON, and the connection closed unread;
 * - under the live preset every /mock page and hook is a 404 without the QA token (qa-gate.ts);
 * - a method HTTP does not define (WebDAV's, PURGE, …) is 501 on every path, as RFC 9110 asks of a method a server
 *   implements nowhere; a defined method the route does not answer is 405 with `Allow` (a page answers GET and HEAD;
 *   a route with its own handlers answers its methods itself);
 * - the answer gets the security headers (security-headers.ts).
 * A page's Content-Security-Policy is the `pagePolicy` step's, inside the response cache, which keeps it with the
 * page. A bad `TRUST_PROXY` stops start-up with one line.
 */
export interface RequestEntry {
  readonly entry: Step
  /**
   * A page's Content-Security-Policy: the hashes of its inline scripts and the hosts its tenant's configuration
   * needs (content-security-policy.ts, csp-sources.ts), worked out once per tenant version.
   */
  readonly pagePolicy: Step
  /** The security headers of an answer made outside the app (a built file: scripts/static-files.mjs). */
  readonly answerHeaders: (request: Request, headers: Headers) => void
}

const closing = (response: Response): Response => {
  response.headers.set('connection', 'close')
  return response
}

/** A body refused at the entry: its JSON answer, and the connection closed unread. */
const refusedBody = (status: 400 | 413, limit: number) =>
  closing(errorAnswer(status, bodyRefusalMessage(status, limit)))

/** The 501 of a method HTTP does not define, the 405 of one the route does not answer, or null to let it through. */
function methodRefusal(method: string, allowed: readonly string[] | null): Response | null {
  if (!HTTP_METHODS.has(method)) return methodNotImplemented(method)
  return allowed === null || allowed.includes(method) ? null : methodNotAllowed(allowed.join(', '))()
}

/**
 * `siteOf`: the site a host names (its pages' policy sources come from its configuration), or null; `reach`: where
 * this server lets browsers go beyond the site (the composition root's, the same for every tenant). The methods a
 * route answers are its own (`methods` of the route the pipeline matched: null when its handlers answer for
 * themselves).
 */
export function requestEntry(
  env: Record<string, string | undefined>,
  siteOf: (host: string) => SiteConfig | null,
  qa: QaGate,
  reach: BrowserReach = NO_REACH,
): RequestEntry {
  const trust = proxyTrust(env.TRUST_PROXY)
  const viewOf = (request: Request, url: URL): ForwardedView =>
    forwardedView(request.headers, socketOf(request), schemeOf(url), trust)
  const securityOf = (request: Request, url: URL, view: ForwardedView): SecurityContext => ({
    https: view.proto === 'https',
    host: view.host ?? request.headers.get('host') ?? url.host,
  })

  // one tenant version is one configuration object (a refresh replaces it): its sources are worked out once
  const sourcesOf = new WeakMap<SiteConfig, CspSources>()
  const sources = (site: SiteConfig | null): CspSources => {
    if (!site) return NO_SOURCES
    let found = sourcesOf.get(site)
    if (!found) {
      found = cspSources(site, reach)
      sourcesOf.set(site, found)
    }
    return found
  }

  const entry: Step = async (request, next, { url, route }) => {
    const view = viewOf(request, url)
    settle(request, url, view)
    const security = securityOf(request, url, view)
    // a body over its limit is refused unread before anything else is said of the request
    const answer =
      qaGateAnswer(qa, request, url) ??
      (await limited(request, url.pathname, async () => methodRefusal(request.method, route.methods) ?? next()))
    return securityHeaders(answer, security)
  }

  const pagePolicy: Step = async (request, next) => {
    const host = hostOf(request.headers) ?? ''
    return withContentSecurityPolicy(await next(), () => sources(siteOf(host)))
  }

  const answerHeaders = (request: Request, headers: Headers) => {
    const url = new URL(request.url)
    withSecurityHeaders(headers, securityOf(request, url, viewOf(request, url)))
  }

  return { entry, pagePolicy, answerHeaders }
}

const socketOf = (request: Request): string | undefined => (request as { ip?: string }).ip
const schemeOf = (url: URL): 'http' | 'https' => (url.protocol === 'https:' ? 'https' : 'http')

/**
 * The forwarded headers as settled, on the request's own headers, and its `ip` (what getRequestIP() reads). Each
 * header is written only where it differs from what came: most requests (straight from a browser, or from our own
 * proxy with one hop) already carry what they should, and the server's lazy headers are then not copied for
 * nothing. No `X-Forwarded-Proto` reads as the socket's scheme (request-origin.ts), so it is written only when a
 * trusted proxy said otherwise; `Forwarded` is never believed, so it goes.
 */
function settle(request: Request, url: URL, view: ForwardedView): void {
  const headers = request.headers
  const proto = headers.get('x-forwarded-proto')
  settled(headers, 'x-forwarded-for', view.client)
  settled(headers, 'x-forwarded-host', view.host)
  if (proto !== view.proto) settled(headers, 'x-forwarded-proto', view.proto === schemeOf(url) ? undefined : view.proto)
  if (headers.has('forwarded')) headers.delete('forwarded')
  if (view.client && view.client !== socketOf(request))
    Object.defineProperty(request, 'ip', { value: view.client, configurable: true })
}

/** `name` made to say `value` (absent for undefined), written only when it says something else now. */
function settled(headers: Headers, name: string, value: string | undefined): void {
  const now = headers.get(name)
  if (value === undefined) {
    if (now !== null) headers.delete(name)
  } else if (now !== value) headers.set(name, value)
}

/** How a request's body is read: the stream, or whole by one of these. */
const BODY_READERS = ['arrayBuffer', 'blob', 'bytes', 'formData', 'json', 'text'] as const

/**
 * The request's body held to its path's limit while the steps after it run: a declared length above the limit (or
 * one that is not a number) is refused unread, and the server holds a sender to the length it declared. A body
 * without one is counted as it is read (countedInPlace), and an answer made while it ran over is the 413.
 */
async function limited(request: Request, pathname: string, next: () => Promise<Response>): Promise<Response> {
  if (request.method === 'GET' || request.method === 'HEAD') return next()
  const limit = bodyLimitOf(pathname)
  const refused = declaredLengthRefusal(request.headers.get('content-length'), limit)
  if (refused) return refusedBody(refused, limit)
  if (request.headers.has('content-length') || request.body === null) return next()
  const body = countedBody(request, limit)
  if (!body.ok) return refusedBody(body.status, limit)
  if (body.body) countedInPlace(request, body.body)
  let response: Response
  try {
    response = await next()
  } catch (error) {
    if (body.exceeded()) return refusedBody(413, limit)
    throw error
  }
  return body.exceeded() ? refusedBody(413, limit) : response
}

/**
 * `request` read from `stream` from now on, by whatever reads it (its `body`, its readers, a clone): Start's
 * middleware hands every step and the handler the same Request, so the counting goes on the request itself.
 */
function countedInPlace(request: Request, stream: ReadableStream<Uint8Array>): void {
  const type = request.headers.get('content-type')
  const counted = new Response(stream, type ? { headers: { 'content-type': type } } : {})
  const own = (name: string, value: PropertyDescriptor) =>
    Object.defineProperty(request, name, { ...value, configurable: true })
  own('body', { get: () => counted.body })
  own('bodyUsed', { get: () => counted.bodyUsed })
  for (const reader of BODY_READERS) own(reader, { value: () => counted[reader]() })
  own('clone', {
    value: () =>
      new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: counted.clone().body,
        signal: request.signal,
        duplex: 'half',
      } as RequestInit),
  })
}
