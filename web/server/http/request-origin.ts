import { hostOf } from './request-tenant.ts'

/**
 * The origin a request came in on, as the browser sees it: a trusted proxy's X-Forwarded-Host and
 * X-Forwarded-Proto, else the Host header and the URL's scheme.
 */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url)
  const host = hostOf(request.headers) ?? url.host
  const proto = request.headers.get('x-forwarded-proto') ?? url.protocol.replace(/:$/, '')
  return `${proto}://${host}`
}
