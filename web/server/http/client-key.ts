import { getRequestIP } from '@tanstack/react-start/server'
import type { HeaderReader } from './plain-exchange.ts'

/**
 * The address a request is counted against: `X-Forwarded-For` as the HTTP entry settled it (request-entry.ts:
 * the socket's address, or behind TRUST_PROXY the rightmost address that is not one of our proxies; whatever the
 * client wrote there itself is gone by then), else the socket address.
 */
export function clientKey(request: { readonly headers: HeaderReader }, socketAddress: string | undefined): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',', 1)[0]?.trim()
  return (forwarded || socketAddress || 'unknown').slice(0, 64)
}

/** The socket address of the request being served, when the server knows it (undefined outside a request). */
export function socketAddress(): string | undefined {
  try {
    return getRequestIP()
  } catch {
    return undefined
  }
}
