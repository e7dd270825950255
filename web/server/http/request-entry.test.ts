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

  it("any method Node parses but HTTP does not define for us (WebDAV, PURGE, …) is a page's 405 with Allow, never 5xx; a route with handlers answers it itself", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('PROPFIND', 'MKCOL', 'LOCK', 'UNLOCK', 'COPY', 'MOVE', 'PURGE', 'REPORT', 'SEARCH', 'LINK'),
        fc.constantFrom('/', '/about-us', '/cars/some-car'),
        async (method, path) => {
          const refused = await answer(method, path)
          expect([refused.status, refused.headers.get('allow')]).toEqual([405, 'GET, HEAD'])
          expect(await refused.json()).toEqual({ error: 'Method not allowed; use GET, HEAD' })
          expect((await answer(method, '/api/leads')).status).toBe(200)
        },
      ),
    )
  })
})
