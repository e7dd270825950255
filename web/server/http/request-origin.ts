import { getRequestHeader } from '@tanstack/react-start/server'
import { hostOf } from './request-tenant.ts'

/*
 * The forwarded headers are settled at the HTTP entry (request-entry.ts, by TRUST_PROXY): by the time the app reads
 * them, `X-Forwarded-Proto` is `http` or `https` and `X-Forwarded-Host` is there only when a trusted proxy sent it.
 */
const protoOf = (value: string | null | undefined, fallback: string): 'http' | 'https' =>
  value === 'https' || value === 'http' ? value : fallback === 'https' ? 'https' : 'http'

/** The origin a request came in on, as the browser sees it. */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url)
  const host = hostOf(request.headers) ?? url.host
  return `${protoOf(request.headers.get('x-forwarded-proto'), url.protocol.replace(/:$/, ''))}://${host}`
}

/** The scheme of the request being served (server functions, which get no Request object). */
export const currentProto = (): 'http' | 'https' => protoOf(getRequestHeader('x-forwarded-proto'), 'http')
