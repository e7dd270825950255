import { describe, expect, it } from 'vitest'
import { clientKey } from './client-key.ts'

describe('clientKey', () => {
  it('takes the first X-Forwarded-For hop, else the socket address', () => {
    const req = (h: Record<string, string>) => new Request('http://x/', { headers: h })
    expect(clientKey(req({ 'x-forwarded-for': ' 203.0.113.9 , 10.0.0.1' }), '127.0.0.1')).toBe('203.0.113.9')
    expect(clientKey(req({}), '127.0.0.1')).toBe('127.0.0.1')
    expect(clientKey(req({}), undefined)).toBe('unknown')
  })
})
