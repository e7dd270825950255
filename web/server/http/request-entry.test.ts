import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { requestEntry } from './request-entry.ts'
import { qaGate } from './qa-gate.ts'

/** Pages answer GET and HEAD; /api/… routes answer their own methods (null: theirs to answer). */
const methodsOf = (pathname: string) => (pathname.startsWith('/api/') ? null : (['GET', 'HEAD'] as const))
const { entry } = requestEntry({}, () => null, qaGate('demo', undefined))

/** the entry's answer to `method` on `path`, where the app behind it answers 200 to anything */
const answer = (method: string, path: string) => {
  const url = new URL(`http://demo-motors.localhost${path}`)
  return entry(
    new Request(url, { method, headers: { host: 'demo-motors.localhost' } }),
    async () => new Response('the page', { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    { url, route: { pattern: path, staticData: {}, methods: methodsOf(path) } },
  )
}

describe('methods at the HTTP entry (issue 30 item 10)', () => {
  it('a page answers GET and HEAD; POST, PUT, DELETE, PATCH and OPTIONS to a page are 405 naming GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD']) expect((await answer(method, '/about-us')).status).toBe(200)
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const refused = await answer(method, '/about-us')
      expect(refused.status, method).toBe(405)
      expect(refused.headers.get('allow')).toBe('GET, HEAD')
      expect(await refused.json()).toEqual({ error: 'Method not allowed; use GET, HEAD' })
    }
  })

  it('a route that answers its own methods is left to them', async () => {
    expect((await answer('POST', '/api/leads')).status).toBe(200)
  })

  it('any method Node parses but HTTP does not define (WebDAV, PURGE, …) is a JSON 501 naming it on every path, API routes included', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('PROPFIND', 'MKCOL', 'LOCK', 'UNLOCK', 'COPY', 'MOVE', 'PURGE', 'REPORT', 'SEARCH', 'LINK'),
        fc.constantFrom('/', '/about-us', '/cars/some-car', '/api/uploads'),
        async (method, path) => {
          for (const at of [path, '/api/leads']) {
            const refused = await answer(method, at)
            expect(refused.status, `${method} ${at}`).toBe(501)
            expect(await refused.json()).toEqual({
              error: `Method ${method} is not implemented; use GET, HEAD or POST`,
            })
          }
        },
      ),
    )
  })
})

describe('forwarded headers settled at the HTTP entry', () => {
  const trusted = requestEntry({ TRUST_PROXY: 'loopback' }, () => null, qaGate('demo', undefined))

  /** a request from our own proxy (loopback) for `client`, and every write made to its headers while it is served */
  const proxied = async (client: string, extra: Record<string, string>) => {
    const url = new URL('http://127.0.0.1/api/leads')
    const request = new Request(url, {
      method: 'POST',
      headers: { host: '127.0.0.1', 'x-forwarded-for': client, 'x-forwarded-host': 'demo-motors.localhost', ...extra },
      body: '{}',
    })
    Object.defineProperty(request, 'ip', { value: '127.0.0.1', configurable: true })
    const writes: string[] = []
    const headers = request.headers as Headers & Record<string, unknown>
    for (const method of ['set', 'delete', 'append'] as const) {
      const own = headers[method].bind(headers) as (...args: string[]) => void
      headers[method] = (...args: string[]) => {
        writes.push(`${method} ${args[0]}`)
        own(...args)
      }
    }
    let seen: Headers | null = null
    await trusted.entry(
      request,
      async () => {
        seen = new Headers(request.headers)
        return new Response('{}', { headers: { 'content-type': 'application/json' } })
      },
      { url, route: { pattern: '/api/leads', staticData: {}, methods: null } },
    )
    return { writes, seen: seen as unknown as Headers, ip: (request as { ip?: string }).ip }
  }

  it('a request from our proxy that already says what the entry settles is left as it came: no header written', async () => {
    await fc.assert(
      fc.asyncProperty(fc.ipV4(), async (client) => {
        const { writes, seen, ip } = await proxied(client, {})
        expect(writes).toEqual([])
        expect([seen.get('x-forwarded-for'), seen.get('x-forwarded-host'), ip]).toEqual([
          client,
          'demo-motors.localhost',
          client,
        ])
      }),
    )
  })

  it('what does not say the settled view is rewritten: the hops behind our proxy, a stray Forwarded, a bad proto', async () => {
    const { seen, ip } = await proxied('203.0.113.9, 127.0.0.1', {
      forwarded: 'for=198.51.100.1',
      'x-forwarded-proto': 'javascript',
    })
    expect([seen.get('x-forwarded-for'), seen.get('forwarded'), seen.get('x-forwarded-proto'), ip]).toEqual([
      '203.0.113.9',
      null,
      null,
      '203.0.113.9',
    ])
    const https = await proxied('203.0.113.9', { 'x-forwarded-proto': 'https' })
    expect(https.writes).toEqual([])
    expect(https.seen.get('x-forwarded-proto')).toBe('https')
  })
})
