import { afterEach, describe, expect, it } from 'vitest'
import type { ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { connect, type Socket } from 'node:net'
import { built, freePort, spawnServe } from '../security/support/production-server.ts'
import { serverNodeOptions } from '../../scripts/server-node-options.mjs'

interface Running {
  readonly port: number
  readonly child: ChildProcess
  /** everything the server printed on stdout so far */
  stdout(): string
  exited: Promise<number | null>
}

const running: Running[] = []

/** The JSON log lines the server printed so far. */
const logLines = (server: Running) =>
  server
    .stdout()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>)

/** The process ids of the workers that logged a request to the given route pattern. */
const workersThatServed = (server: Running, route: string) =>
  new Set(
    logLines(server)
      .filter((l) => l.route === route)
      .map((l) => l.pid),
  )

/** scripts/serve.mjs (the production build) on a free port with its own data folder, once it says it is serving. */
async function serve(env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort()
  // TEST and CI unset, as in production: srvx changes its signal handling under them
  const child = spawnServe(port, { TEST: '', CI: '', ...env })
  let out = ''
  child.stdout!.on('data', (d: Buffer) => (out += d))
  child.stderr!.on('data', (d: Buffer) => (out += d))
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)))
  await new Promise<void>((ok, fail) => {
    child.stdout!.on('data', () => out.includes('Serving') && ok())
    void exited.then((code) => fail(new Error(`server exited (${code}): ${out}`)))
  })
  const server = { port, child, stdout: () => out, exited }
  running.push(server)
  return server
}

afterEach(() => {
  for (const server of running.splice(0)) if (server.child.exitCode === null) server.child.kill('SIGKILL')
})

/**
 * One request with exactly these headers (the Host included, which fetch would not send as given), on a connection
 * of its own (the kernel spreads connections over npm start's workers).
 */
const call = (port: number, method: string, path: string, headers: Record<string, string>, body?: string) =>
  new Promise<{ status: number; headers: Map<string, string>; body: string }>((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      let body = ''
      res.on('data', (c: Buffer) => (body += c))
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          headers: new Map(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
          body,
        }),
      )
    })
    req.on('error', fail)
    req.end(body)
  })

const get = (port: number, path: string, headers: Record<string, string>) => call(port, 'GET', path, headers)

describe.skipIf(!built && !process.env.CI)('operating the production server', () => {
  it('answers /healthz and /readyz on any host, before tenant resolution, as uncached JSON', async () => {
    const { port } = await serve()
    for (const host of ['10.20.30.40', 'nobody.example', `127.0.0.1:${port}`]) {
      const health = await get(port, '/healthz', { host })
      expect(health).toMatchObject({ status: 200, body: '{"status":"ok"}' })
      expect(health.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(health.headers.get('cache-control')).toBe('no-store')
      const ready = await get(port, '/readyz', { host })
      expect(ready).toMatchObject({ status: 200, body: '{"status":"ready"}' })
      expect(ready.headers.get('cache-control')).toBe('no-store')
    }
  })

  it("echoes the sender's X-Request-Id and logs one JSON line with it, the tenant and the route pattern", async () => {
    const server = await serve()
    const answer = await get(server.port, '/cars/not-a-real-car-123', {
      host: 'demo-motors.localhost',
      'x-request-id': 'lb-7f3a9c',
    })
    expect(answer.headers.get('x-request-id')).toBe('lb-7f3a9c')
    const fresh = await get(server.port, '/search/used-cars', { host: 'demo-motors.localhost' })
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const lines = () => logLines(server)
    // the log line and the answer travel on different pipes: wait for the line
    await expect.poll(() => lines().filter((l) => l.msg === 'request').length).toBe(2)
    expect(lines().find((l) => l.requestId === 'lb-7f3a9c')).toMatchObject({
      tenant: 'demo-motors',
      route: '/cars/$slug',
      method: 'GET',
      status: answer.status,
      msg: 'request',
    })
    expect(lines().find((l) => l.requestId === fresh.headers.get('x-request-id'))).toMatchObject({
      tenant: 'demo-motors',
      route: '/search/$',
      status: 200,
    })
  })

  it("keeps each request's own context under concurrent requests to two tenants (Start's and the log's)", async () => {
    const server = await serve()
    // the server runs with the Node options it is meant to (AsyncLocalStorage on AsyncContextFrame, on Node 22)
    expect(readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8').split('\0')).toEqual(
      expect.arrayContaining(serverNodeOptions()),
    )
    const sites = [
      { host: 'demo-motors.localhost', slug: 'demo-motors', name: 'Demo Motors' },
      { host: 'prestige-preowned.localhost', slug: 'prestige-preowned', name: 'Prestige Pre-Owned' },
    ]
    // uncached (a personal cookie), so every page is rendered while the others are: its loaders' server functions
    // read the request from Start's context, and the page names the tenant that request asked for
    const asked = Array.from({ length: 24 }, (_, i) => ({
      site: sites[i % 2]!,
      path: i % 4 < 2 ? '/' : '/search/used-cars',
      id: `ctx-${i}`,
    }))
    const answers = await Promise.all(
      asked.map((a) => get(server.port, a.path, { host: a.site.host, cookie: 'bench=1', 'x-request-id': a.id })),
    )
    for (const [i, answer] of answers.entries()) {
      const { site, id } = asked[i]!
      expect(answer.status).toBe(200)
      expect(answer.headers.get('x-request-id')).toBe(id)
      expect(answer.body).toContain(site.name)
      expect(answer.body).not.toContain(sites.find((s) => s !== site)!.name)
    }
    const lines = () => logLines(server)
    await expect.poll(() => lines().filter((l) => l.msg === 'request').length).toBe(asked.length)
    for (const a of asked) {
      expect(lines().filter((l) => l.requestId === a.id)).toEqual([
        expect.objectContaining({ tenant: a.site.slug, route: a.path === '/' ? '/' : '/search/$', status: 200 }),
      ])
    }
  })

  it('serves /metrics only with the configured bearer token, by route pattern and tenant, with the outbox gauges', async () => {
    const { port } = await serve({ METRICS_TOKEN: 'metrics-token-0123456789' })
    await get(port, '/cars/some-car-1', { host: 'demo-motors.localhost' })
    await get(port, '/cars/some-car-2', { host: 'demo-motors.localhost' })
    expect((await get(port, '/metrics', { host: '10.0.0.1' })).status).toBe(404)
    expect(
      (await get(port, '/metrics', { host: '10.0.0.1', authorization: 'Bearer wrong-token-0123456789' })).status,
    ).toBe(404)
    const metrics = await get(port, '/metrics', { host: '10.0.0.1', authorization: 'Bearer metrics-token-0123456789' })
    expect(metrics.status).toBe(200)
    expect(metrics.body).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/cars\/\$slug",tenant="demo-motors",status="\d+"\} 2$/m,
    )
    expect(metrics.body).not.toContain('some-car-1')
    expect(metrics.body).toMatch(/^lead_outbox_pending 0$/m)
    expect(metrics.body).toMatch(/^lead_outbox_oldest_pending_age_seconds 0$/m)
  })

  it('without a token /metrics is a 404 on the main port; METRICS_PORT serves it apart, without one', async () => {
    const metricsPort = await freePort()
    const { port } = await serve({ METRICS_PORT: String(metricsPort) })
    await get(port, '/cars/some-car-1', { host: 'demo-motors.localhost' })
    expect((await get(port, '/metrics', { host: 'demo-motors.localhost', authorization: 'Bearer ' })).status).toBe(404)
    const internal = await get(metricsPort, '/metrics', {})
    expect(internal.status).toBe(200)
    expect(internal.body).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/cars\/\$slug",tenant="demo-motors",status="\d+"\} 1$/m,
    )
    expect((await get(metricsPort, '/', {})).status).toBe(404)
  })

  it('METRICS_PORT listens on loopback alone unless METRICS_HOST says otherwise, in one process and the cluster', async () => {
    // a socket bound to 127.0.0.1 takes no connection to another loopback address; one on every interface does
    const reaches = (port: number, host: string) =>
      new Promise<'open' | 'refused'>((done) => {
        const socket = connect(port, host)
        socket.once('connect', () => {
          socket.destroy()
          done('open')
        })
        socket.once('error', () => done('refused'))
      })
    for (const workers of ['1', '2']) {
      const metricsPort = await freePort()
      await serve({ HOST: '0.0.0.0', METRICS_PORT: String(metricsPort), WEB_CONCURRENCY: workers })
      expect((await get(metricsPort, '/metrics', {})).status, `${workers} worker(s)`).toBe(200)
      expect(await reaches(metricsPort, '127.0.0.2'), `${workers} worker(s)`).toBe('refused')
      const everywhere = await freePort()
      await serve({
        HOST: '127.0.0.1',
        METRICS_PORT: String(everywhere),
        METRICS_HOST: '0.0.0.0',
        WEB_CONCURRENCY: workers,
      })
      expect(await reaches(everywhere, '127.0.0.2'), `${workers} worker(s), METRICS_HOST=0.0.0.0`).toBe('open')
    }
  })

  it('on SIGTERM finishes a request still arriving, answers it, and exits 0', async () => {
    const server = await serve()
    const body = JSON.stringify({ limit: 1 })
    const socket: Socket = connect(server.port, '127.0.0.1')
    let answer = ''
    socket.on('data', (d: Buffer) => (answer += d))
    const closed = new Promise<void>((done) => socket.on('close', () => done()))
    await new Promise<void>((ok) => socket.once('connect', () => ok()))
    // the head and half the body: the request is in flight, its handler waiting for the rest
    socket.write(
      `POST /api/search HTTP/1.1\r\nhost: demo-motors.localhost\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    )
    // a full round trip on another connection: the server has read the first one's head by now
    expect((await get(server.port, '/healthz', { host: 'x' })).status).toBe(200)
    server.child.kill('SIGTERM')
    // the listening socket closes first: a new connection is refused while the one in flight is still served
    await expect
      .poll(() =>
        fetch(`http://127.0.0.1:${server.port}/healthz`).then(
          () => 'open',
          () => 'refused',
        ),
      )
      .toBe('refused')
    socket.end(body.slice(5))
    await closed
    expect(answer).toMatch(/^HTTP\/1\.1 200 /)
    expect(answer).toContain('"hits"')
    expect(await server.exited).toBe(0)
  })
})

describe.skipIf(!built && !process.env.CI)('every core: WEB_CONCURRENCY workers on one port', () => {
  it('starts the workers, says so once, adds their metrics up, and stops them all on SIGTERM with exit 0', async () => {
    const metricsPort = await freePort()
    const server = await serve({
      WEB_CONCURRENCY: '2',
      METRICS_TOKEN: 'metrics-token-0123456789',
      METRICS_PORT: String(metricsPort),
    })
    const said = server
      .stdout()
      .split('\n')
      .filter((l) => !l.startsWith('{'))
    expect(said.filter((l) => l.startsWith('port search'))).toHaveLength(1)
    expect(said.filter((l) => l.startsWith('Serving'))).toEqual([
      `Serving every demo tenant on http://{slug}.localhost:${server.port}/ (mode demo, 2 workers); the site list is at http://localhost:${server.port}/`,
    ])
    // each request on a connection of its own: the kernel spreads them over both workers
    for (let i = 0; i < 8; i++)
      expect((await get(server.port, `/cars/car-${i}`, { host: 'demo-motors.localhost' })).status).toBe(404)
    const metrics = await get(server.port, '/metrics', {
      host: '10.0.0.1',
      authorization: 'Bearer metrics-token-0123456789',
    })
    expect(metrics.body).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/cars\/\$slug",tenant="demo-motors",status="404"\} 8$/m,
    )
    // the primary's internal port: the same sum
    expect((await get(metricsPort, '/metrics', {})).body).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/cars\/\$slug",tenant="demo-motors",status="404"\} 8$/m,
    )
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })

  it('shares the sign-in: the demo mailbox shows the code on every worker, and the session holds on every one', async () => {
    const server = await serve({ WEB_CONCURRENCY: '2' })
    const send = (method: string, path: string, body?: unknown, cookie?: string) =>
      call(
        server.port,
        method,
        path,
        {
          host: 'demo-motors.localhost',
          origin: 'http://demo-motors.localhost',
          'content-type': 'application/json',
          ...(cookie ? { cookie } : {}),
        },
        body ? JSON.stringify(body) : undefined,
      )
    expect((await send('POST', '/api/auth/code', { email: 'ana@example.com' })).status).toBe(200)
    // the demo mailbox prints the code on the console of the worker that made it
    await expect
      .poll(() => /sign-in code for ana@example\.com on demo-motors: (\d{6})/.exec(server.stdout())?.[1])
      .toBeTruthy()
    const code = /sign-in code for ana@example\.com on demo-motors: (\d{6})/.exec(server.stdout())![1]
    // the demo mailbox page shows it whichever worker serves the page
    const pageServedBy = () => workersThatServed(server, '/mock/auth-codes')
    for (let i = 0; i < 40 && pageServedBy().size < 2; i++)
      expect((await send('GET', '/mock/auth-codes')).body).toContain(code)
    await expect.poll(() => pageServedBy().size).toBe(2)
    const verified = await send('POST', '/api/auth/verify', { email: 'ana@example.com', code })
    expect(verified.status).toBe(200)
    const cookie = verified.headers.get('set-cookie')!.split(';')[0]!
    const servedBy = () => workersThatServed(server, '/api/auth')
    // until both workers have answered (each request on a new connection)
    for (let i = 0; i < 40 && servedBy().size < 2; i++) {
      expect(JSON.parse((await send('GET', '/api/auth', undefined, cookie)).body)).toMatchObject({
        user: { email: 'ana@example.com' },
      })
    }
    await expect.poll(() => servedBy().size).toBe(2)
  })

  it('makes no secret for live mode: start-up refuses without SESSION_SECRET, saying so once', async () => {
    const refused = await serve({ ADAPTERS: 'live', WEB_CONCURRENCY: '2', SESSION_SECRET: '' }).then(
      () => '',
      (error: Error) => error.message,
    )
    expect(refused).toMatch(/^server exited \(1\): /)
    expect(refused.match(/SESSION_SECRET/g)).toHaveLength(1)
  })

  it('refuses a worker count that is not a whole number from 1, in one line', async () => {
    await expect(serve({ WEB_CONCURRENCY: 'lots' })).rejects.toThrow(
      /server exited \(1\): WEB_CONCURRENCY must be a whole number of workers from 1, not "lots"\n$/,
    )
  })
})
