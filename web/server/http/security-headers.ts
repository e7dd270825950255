import type { HeaderWriter } from './plain-exchange.ts'

/**
 * The headers every answer carries (HTML, JSON, XML alike):
 * - `X-Content-Type-Options: nosniff`: a browser uses each answer only as the type it says it is;
 * - `Referrer-Policy: strict-origin-when-cross-origin`: other sites see our origin, never a page's path or query;
 * - `Content-Security-Policy: frame-ancestors 'self'` (and `X-Frame-Options: SAMEORIGIN` for older browsers): no
 *   other site can frame a page, so checkout and sign-in cannot be overlaid;
 * - `Strict-Transport-Security` only when the shopper came over HTTPS (as a trusted proxy says, trusted-proxy.ts),
 *   without `includeSubDomains` (a dealer's other subdomains are not ours), and never on `localhost` names.
 */
const HSTS = 'max-age=31536000'

const isLocal = (host: string): boolean => {
  const name = host.replace(/:\d+$/, '').toLowerCase()
  return name === 'localhost' || name.endsWith('.localhost')
}

export function securityHeaders(response: Response, request: SecurityContext): Response {
  let answer = response
  try {
    answer.headers.set('x-content-type-options', 'nosniff')
  } catch {
    // a Response whose headers are immutable (Response.redirect, a fetched answer): the same answer, mutable
    answer = new Response(response.body, response)
  }
  withSecurityHeaders(answer.headers, request)
  return answer
}

/** Where an answer goes: over HTTPS (as a trusted proxy says) and to which host. */
export interface SecurityContext {
  readonly https: boolean
  readonly host: string
}

/** The same headers set on a header map of either kind (a web Response's, or a plain answer's: plain-exchange.ts). */
export function withSecurityHeaders(headers: HeaderWriter, request: SecurityContext): void {
  headers.set('x-content-type-options', 'nosniff')
  headers.set('referrer-policy', 'strict-origin-when-cross-origin')
  if (!headers.has('content-security-policy')) headers.set('content-security-policy', "frame-ancestors 'self'")
  headers.set('x-frame-options', 'SAMEORIGIN')
  if (request.https && !isLocal(request.host)) headers.set('strict-transport-security', HSTS)
  else headers.delete('strict-transport-security')
}
