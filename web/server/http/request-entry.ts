import { errorAnswer, plainJsonAnswer } from './answers.ts'
import { bodyLimitOf, bodyRefusalMessage, countedBody, declaredLengthRefusal } from './body-limit.ts'
import { forwardedView, proxyTrust, type ForwardedView, type ProxyTrust } from './trusted-proxy.ts'
import { securityHeaders, withSecurityHeaders } from './security-headers.ts'
import type { HeaderReader, PlainAnswer, PlainRequest } from './plain-exchange.ts'
import { withContentSecurityPolicy } from './content-security-policy.ts'
import { NO_REACH, NO_SOURCES, cspSources, type BrowserReach, type CspSources } from './csp-sources.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'

/**
 * What every request goes through before the app sees it (web/server.ts), and every answer after:
 * - its body is held to its path's limit (body-limit.ts): 413 JSON, and the connection closed unread;
 * - the forwarded headers are settled once (trusted-proxy.ts): the app receives `X-Forwarded-For` as the one
 *   client address it should count, `X-Forwarded-Host` only when a trusted proxy sent a well-formed one, and
 *   `X-Forwarded-Proto` as `http` or `https`, so hostOf, clientKey and requestOrigin read settled values;
 * - the answer gets the security headers (security-headers.ts), a page its Content-Security-Policy with the hashes
 *   of its inline scripts and the hosts its tenant's configuration needs (content-security-policy.ts, csp-sources.ts),
 *   worked out once per tenant version.
 * A bad `TRUST_PROXY` stops start-up with one line.
 */
export type Handle = (request: Request, withPolicy: WithPolicy) => Promise<Response>
/**
 * Adds a page's Content-Security-Policy. The app calls it on a page before keeping it (the response cache keeps the
 * header with the page, and answers compressed forms the entry could not read); the entry calls it on any page
 * that arrives without one.
 */
export type WithPolicy = (response: Response) => Promise<Response>

const closing = (response: Response): Response => {
  response.headers.set('connection', 'close')
  return response
}

/** A body refused at the entry: its JSON answer, and the connection closed unread. */
const refusedBody = (status: 400 | 413, limit: number) =>
  closing(errorAnswer(status, bodyRefusalMessage(status, limit)))

/**
 * `siteOf`: the site a host names (its pages' policy sources come from its configuration), or null; `reach`: where
 * this server lets browsers go beyond the site (the composition root's, the same for every tenant).
 */
/** A plain request (plain-exchange.ts) as the HTTP entry settled it: what the app may believe of it. */
export interface SettledRequest {
  /** its path and query, parsed (only these parts mean anything) */
  readonly url: URL
  readonly method: string
  /** the address it is counted against: the socket's, or behind TRUST_PROXY the first hop not ours */
  readonly client: string | undefined
  /** the host the shopper asked for: a trusted proxy's X-Forwarded-Host, else Host */
  readonly host: string | null
  readonly proto: 'http' | 'https'
  /** its headers with the forwarded ones settled, as the web Request the app would get carries them */
  readonly headers: HeaderReader
}

/** The app's answer to a settled plain request, or null to leave it to the web path (nothing done, nothing read). */
export type PlainHandle = (request: SettledRequest) => Promise<PlainAnswer | null>

/** Every forwarded header as settled: the rest as the request has them. */
function settledReader(headers: HeaderReader, view: ForwardedView): HeaderReader {
  return {
    get: (name) => {
      switch (name.toLowerCase()) {
        case 'x-forwarded-for':
          return view.client ?? null
        case 'x-forwarded-host':
          return view.host ?? null
        case 'x-forwarded-proto':
          return view.proto
        case 'forwarded':
          return null
        default:
          return headers.get(name)
      }
    },
  }
}

/** The same refusal as a plain answer. */
const plainRefusedBody = (status: 400 | 413, limit: number): PlainAnswer => {
  const answer = plainJsonAnswer(status, { error: bodyRefusalMessage(status, limit) })
  answer.headers.set('connection', 'close')
  return answer
}

export function requestEntry(
  env: Record<string, string | undefined>,
  siteOf: (host: string) => SiteConfig | null,
  reach: BrowserReach = NO_REACH,
) {
  const trust = proxyTrust(env.TRUST_PROXY)
  const web = webEntry(trust, siteOf, reach)
  /**
   * The same entry for a plain request (the node-level fast path): the body (read whole by the server) held to its
   * path's limit, the forwarded headers settled, and the security headers on the answer. The app only answers plain
   * requests it needs no policy for (JSON, or a kept page whose policy was added before it was kept).
   */
  const plain = async (request: PlainRequest, url: URL, handle: PlainHandle): Promise<PlainAnswer | null> => {
    const view = forwardedView(request.headers, request.socketAddress, request.encrypted ? 'https' : 'http', trust)
    const host = view.host ?? request.headers.get('host')
    if (request.body) {
      const limit = bodyLimitOf(url.pathname)
      const refused =
        declaredLengthRefusal(request.headers.get('content-length'), limit) ??
        (request.body.byteLength > limit ? 413 : null)
      if (refused) return plainRefusedBody(refused, limit)
    }
    const answer = await handle({
      url,
      method: request.method,
      client: view.client,
      host,
      proto: view.proto,
      headers: settledReader(request.headers, view),
    })
    if (answer) withSecurityHeaders(answer.headers, { https: view.proto === 'https', host: host ?? '' })
    return answer
  }
  return Object.assign(web, { plain })
}

function webEntry(trust: ProxyTrust, siteOf: (host: string) => SiteConfig | null, reach: BrowserReach) {
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
  return async (request: Request, handle: Handle): Promise<Response> => {
    const url = new URL(request.url)
    const view = forwardedView(
      request.headers,
      (request as { ip?: string }).ip,
      url.protocol === 'https:' ? 'https' : 'http',
      trust,
    )
    const host = view.host ?? request.headers.get('host') ?? url.host
    const withPolicy: WithPolicy = (response) => withContentSecurityPolicy(response, () => sources(siteOf(host)))
    const handled = await settled(request, url, view, (inner) => handle(inner, withPolicy))
    const answer = handled.headers.has('content-security-policy') ? handled : await withPolicy(handled)
    return securityHeaders(answer, { https: view.proto === 'https', host })
  }
}

/** The forwarded headers as settled, on `headers`. */
function settleHeaders(headers: Headers, view: ForwardedView): void {
  for (const name of ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded']) headers.delete(name)
  if (view.client) headers.set('x-forwarded-for', view.client)
  if (view.host) headers.set('x-forwarded-host', view.host)
  headers.set('x-forwarded-proto', view.proto)
}

/** Start's getRequestIP() reads the request's `ip`: the settled client there too, so nothing reads a raw address. */
function settleIp(request: Request, view: ForwardedView): void {
  if (view.client) Object.defineProperty(request, 'ip', { value: view.client, configurable: true })
}

/** `request` itself, settled, when its headers can be changed; null when they cannot (an immutable Request). */
function settledInPlace(request: Request, view: ForwardedView): Request | null {
  try {
    settleHeaders(request.headers, view)
    settleIp(request, view)
    return request
  } catch {
    return null
  }
}

function settledCopy(request: Request, view: ForwardedView, body: ReadableStream<Uint8Array> | null): Request {
  const headers = new Headers(request.headers)
  settleHeaders(headers, view)
  const inner = new Request(request.url, {
    method: request.method,
    headers,
    body,
    signal: request.signal,
    ...(body ? { duplex: 'half' } : {}),
  } as RequestInit)
  settleIp(inner, view)
  return inner
}

async function settled(
  request: Request,
  url: URL,
  view: ForwardedView,
  handle: (request: Request) => Promise<Response>,
): Promise<Response> {
  const limit = bodyLimitOf(url.pathname)
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : countedBody(request, limit)
  if (body && !body.ok) return refusedBody(body.status, limit)
  // a request without a body (every page view) is settled where it is: a copy costs a Headers and a Request each
  const inner = (!body && settledInPlace(request, view)) || settledCopy(request, view, body?.body ?? null)
  const exceeded = () => body?.ok === true && body.exceeded()
  let response: Response
  try {
    response = await handle(inner)
  } catch (error) {
    if (exceeded()) return refusedBody(413, limit)
    throw error
  }
  return exceeded() ? refusedBody(413, limit) : response
}
