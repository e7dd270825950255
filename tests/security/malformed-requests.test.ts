import { expect, it } from 'vitest'
import { describeBuilt, suiteServer, clientServerFnIds } from './support/production-server.ts'
import { API_ROUTES } from './support/routes.ts'

/**
 * Issue 16 item 11, against the production server: a request no page of ours makes gets a 4xx JSON answer,
 * never a 500 or the app's HTML; and `//x` never sends a browser to another host.
 */

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** What Start's own client sends with a server-function call (its CSRF check wants a same-origin request). */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', 'x-tsr-serverfn': 'true' }
const JSON_CALL = { ...SAME_ORIGIN, 'content-type': 'application/json' }

describeBuilt('malformed requests answer 4xx', () => {
  const server = suiteServer()

  it('answers PUT, DELETE and PATCH on /api/leads with a JSON 405 naming POST, not the HTML shell', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const answer = await server.send(method, '/api/leads', {
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      expect(answer.status, method).toBe(405)
      expect(answer.headers.allow, method).toBe('POST')
      expect(answer.headers['content-type'], method).toMatch(/^application\/json/)
      expect(JSON.parse(answer.body), method).toEqual({ error: 'Method not allowed; use POST' })
    }
  })

  it('answers TRACE, POST and the other methods a page does not take with 405 naming GET and HEAD, on two sites (issue 30 item 10)', async () => {
    for (const host of ['demo-motors.localhost', 'kiwi-cars-nz.localhost'])
      for (const path of ['/', '/about-us', '/search/new-used-and-demo-cars', '/no-such-page'])
        for (const method of ['TRACE', 'POST', 'PUT', 'DELETE', 'OPTIONS']) {
          const answer = await server.send(method, path, { host })
          expect(answer.status, `${method} ${host}${path}`).toBe(405)
          expect(answer.headers.allow, path).toBe('GET, HEAD')
          expect(JSON.parse(answer.body), path).toEqual({ error: 'Method not allowed; use GET, HEAD' })
        }
    expect((await server.send('TRACE', '/api/leads')).status).toBe(405)
  })

  it('answers a method HTTP does not define (WebDAV, PURGE) with a JSON 501 naming it on every route (issue 30 item 10)', async () => {
    for (const method of ['PROPFIND', 'MKCOL', 'PURGE', 'LOCK'])
      for (const path of ['/', '/api/leads', '/cars/anything', '/_serverFn/nope']) {
        const answer = await server.send(method, path)
        expect(answer.status, `${method} ${path}`).toBe(501)
        expect(answer.headers['content-type'], path).toMatch(/^application\/json/)
        expect(JSON.parse(answer.body)).toEqual({ error: `Method ${method} is not implemented; use GET, HEAD or POST` })
      }
  })

  it("answers every other API route's missing methods the same way (one per route, 19 requests)", async () => {
    for (const [path, allowed] of Object.entries(API_ROUTES)) {
      const wrong = METHODS.find((m) => !allowed.includes(m) && m !== 'GET') ?? 'PATCH'
      const answer = await server.send(wrong, path, { headers: { 'content-type': 'application/json' }, body: '{}' })
      expect(answer.status, `${wrong} ${path}`).toBe(405)
      expect(answer.headers.allow, path).toBe(allowed.join(', '))
      expect(answer.headers['content-type'], path).toMatch(/^application\/json/)
    }
  })

  it('answers a server-function id no function has with 404, whatever the method', async () => {
    for (const [method, id] of [
      ['GET', 'nope'],
      ['POST', 'a'.repeat(64)],
      ['GET', '0'.repeat(64)],
    ] as const) {
      const answer = await server.send(method, `/_serverFn/${id}`, {
        headers: JSON_CALL,
        body: method === 'POST' ? '{"t":{"t":10,"i":0,"p":{"k":[],"v":[]},"o":0},"f":127,"m":[]}' : undefined,
      })
      expect(answer.status, `${method} ${id}`).toBe(404)
      expect(JSON.parse(answer.body)).toEqual({ error: 'No such server function' })
    }
  })

  it('answers arguments that are not a serialised value with 400: bad JSON in a body or a GET payload, JSON of the wrong shape', async () => {
    const id = clientServerFnIds()[0]!
    const bodies = ['{not json', '', '{"a":1}', '[]', '1', 'null', '"x"', '{"t":10,"i":0,"p":{"k":[],"v":[]},"o":0}']
    for (const body of bodies) {
      const answer = await server.send('POST', `/_serverFn/${id}`, { headers: JSON_CALL, body })
      expect([answer.status, JSON.parse(answer.body)], body).toEqual([
        400,
        { error: 'Server function arguments are not a serialised value' },
      ])
    }
    const get = await server.send('GET', `/_serverFn/${id}?payload=${encodeURIComponent('{not json')}`, {
      headers: SAME_ORIGIN,
    })
    expect(get.status).toBe(400)
  })

  it('answers envelopes of the right shape whose nodes do not deserialise with 400, on every function (issue 16 item 11)', async () => {
    const broken = [
      '{"t":{"t":999},"f":127,"m":[]}', // no such node type
      '{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":999}]},"o":0},"f":127,"m":[]}', // one deeper
      '{"t":{},"f":1,"m":[]}', // a node without a type
    ]
    // each function gets one of them, by its own method (a GET first; a 405 says it takes POST): at most 2 requests each
    const answers = await Promise.all(
      clientServerFnIds().map(async (id, i) => {
        const body = broken[i % broken.length]!
        const get = await server.send('GET', `/_serverFn/${id}?payload=${encodeURIComponent(body)}`, {
          headers: SAME_ORIGIN,
        })
        return [
          body,
          get.status === 405 ? await server.send('POST', `/_serverFn/${id}`, { headers: JSON_CALL, body }) : get,
        ] as const
      }),
    )
    for (const [body, answer] of answers) {
      expect([answer.status, JSON.parse(answer.body)], body).toEqual([
        400,
        { error: 'Server function arguments are not a serialised value' },
      ])
    }
  })

  it("lets the app's own calls through: seroval's envelope, as Start's client sends it, in a GET payload and a POST body", async () => {
    // `{data: {}}` as the client serialises it (seroval toJSON)
    const payload =
      '{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":10,"i":1,"p":{"k":[],"v":[]},"o":0}]},"o":0},"f":127,"m":[]}'
    const ids = clientServerFnIds()
    const gets = await Promise.all(
      ids.map((id) =>
        server.send('GET', `/_serverFn/${id}?payload=${encodeURIComponent(payload)}`, { headers: SAME_ORIGIN }),
      ),
    )
    const posts = await Promise.all(
      ids.map((id) => server.send('POST', `/_serverFn/${id}`, { headers: JSON_CALL, body: payload })),
    )
    for (const answer of [...gets, ...posts]) expect(answer.body).not.toContain('not a serialised value')
    expect(gets.some((answer) => answer.status === 200)).toBe(true)
    expect(posts.some((answer) => answer.status === 200)).toBe(true)
  })

  it('redirects //x to /x on the same site, whatever Host was sent', async () => {
    for (const [path, host, location] of [
      ['//evil.example/x', 'attacker.example', '/evil.example/x'],
      ['//x?a=1', 'demo-motors.localhost', '/x?a=1'],
      ['///x', 'demo-motors.localhost', '/x'],
    ] as const) {
      const answer = await server.send('GET', path, { host })
      expect(answer.status, path).toBe(308)
      expect(answer.headers.location, path).toBe(location)
    }
  })
})
