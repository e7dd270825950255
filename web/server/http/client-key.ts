import { getRequestIP } from '@tanstack/react-start/server'

/**
 * The address a request is counted against: the first `X-Forwarded-For` hop (the client as the
 * proxy in front of us saw it), else the socket address. Only meaningful behind a proxy that sets
 * the header; exposed directly, a client can name any address it likes there.
 */
export function clientKey(request: Request, socketAddress: string | undefined): string {
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
