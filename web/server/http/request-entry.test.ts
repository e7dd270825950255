import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { requestEntry } from './request-entry.ts'
import { qaGate } from './qa-gate.ts'

/** Pages answer GET and HEAD; /api/… routes answer their own methods (null: theirs to answer). */
const methodsOf = (pathname: string) => (pathname.startsWith('/api/') ? null : (['GET', 'HEAD'] as const))
const { entry } = requestEntry({}, () => null, qaGate('demo', undefined), undefined, methodsOf)

/** the entry's answer to `method` on `path`, where the app behind it answers 200 to anything */
const answer = (method: string, path: string) =>
  entry(
    new Request(`http://demo-motors.localhost${path}`, { method, headers: { host: 'demo-motors.localhost' } }),
    async () => new Response('the page', { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  )

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
