import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  describeBuilt,
  clientServerFnIds,
  startProductionServer,
  type Answer,
  type ProductionServer,
} from './support/production-server.ts'

/**
 * Issue 16 item 2, against the production server: one body limit at the HTTP entry for every request, by
 * Content-Length and by counting a chunked stream; 413 JSON; the server's memory stays flat.
 */

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', 'x-tsr-serverfn': 'true' }
const MB = 1024 * 1024

/** The server's peak resident memory so far (VmHWM), in bytes: any spike while reading a body raises it for good. */
const peakMemory = (pid: number): number =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024

/**
 * Streams `total` bytes of JSON-ish filler with no Content-Length (chunked), as fast as the server takes it, until
 * the server answers; then stops sending. The answer, and how much was sent before it came.
 */
function chunkedUpload(
  port: number,
  path: string,
  total: number,
  headers: Record<string, string>,
): Promise<Answer & { sent: number }> {
  return new Promise((done, fail) => {
    let sent = 0
    let answered = false
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { host: 'demo-motors.localhost', 'content-type': 'application/json', ...headers },
      },
      (res) => {
        answered = true
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          req.destroy()
          done({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            sent,
          })
        })
      },
    )
    req.on('error', (error) => {
      if (!answered) fail(error)
    })
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.byteLength
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    req.write('{"a":"')
    pump()
  })
}

describeBuilt('request bodies are bounded at the HTTP entry', () => {
  let server: ProductionServer
  let postFunction: string
  beforeAll(async () => {
    server = await startProductionServer()
    // a server function the browser calls with POST (a GET one answers a POST with 405)
    for (const id of clientServerFnIds()) {
      const answer = await server.send('POST', `/_serverFn/${id}`, {
        headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
        body: '{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":10,"i":1,"p":{"k":[],"v":[]},"o":0}]},"o":0},"f":127,"m":[]}',
      })
      if (answer.status !== 405) {
        postFunction = id
        break
      }
    }
  })
  afterAll(() => server?.stop())

  it("answers 150 MB streamed to /api/search and to a server function with 413 JSON, and the server's memory stays within 50 MB of where it was", async () => {
    const before = peakMemory(server.pid)
    for (const [path, headers, limit] of [
      ['/api/search', {}, 16384],
      [`/_serverFn/${postFunction}`, SAME_ORIGIN, 32768],
    ] as const) {
      const answer = await chunkedUpload(server.port, path, 150 * MB, headers)
      expect(answer.status, path).toBe(413)
      expect(answer.headers['content-type'], path).toMatch(/^application\/json/)
      expect(JSON.parse(answer.body), path).toEqual({ error: `Request body is larger than ${limit} bytes` })
      expect(answer.sent, `${path}: answered before the whole body was sent`).toBeLessThan(150 * MB)
    }
    expect(peakMemory(server.pid) - before).toBeLessThan(50 * MB)
  })

  it("refuses a declared Content-Length above each route's limit before reading it, and lets one at the limit through to the route", async () => {
    const routes: ReadonlyArray<readonly [string, number, Record<string, string>]> = [
      ['/api/leads', 64 * 1024, {}],
      ['/api/auth/code', 16 * 1024, {}],
      ['/api/search', 16 * 1024, {}],
      ['/api/trade-in-lookup', 4 * 1024, {}],
      [`/_serverFn/${postFunction}`, 32 * 1024, SAME_ORIGIN],
      ['/api/payments/stripe-webhook', 256 * 1024, {}],
      ['/', 16 * 1024, {}],
    ]
    for (const [path, limit, headers] of routes) {
      const over = await server.send('POST', path, {
        headers: { 'content-type': 'application/json', ...headers },
        body: ' '.repeat(limit + 1),
      })
      expect([over.status, JSON.parse(over.body)], path).toEqual([
        413,
        { error: `Request body is larger than ${limit} bytes` },
      ])
      expect(over.headers.connection, path).toBe('close')
      const at = await server.send('POST', path, {
        headers: { 'content-type': 'application/json', ...headers },
        body: ' '.repeat(limit),
      })
      expect(at.status, path).not.toBe(413)
      expect(at.status, path).toBeLessThan(500)
    }
  })
})
