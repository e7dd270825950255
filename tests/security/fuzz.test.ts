import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  describeBuilt,
  clientServerFnIds,
  startProductionServer,
  type ProductionServer,
} from './support/production-server.ts'
import { API_ROUTES } from './support/routes.ts'

/**
 * Issue 16's fuzz pass, against the production server: every API route, every server function the browser can
 * call and a few pages, sent what no page of ours sends: odd methods, bodies in other encodings, sizes at and past
 * the limits, deep nesting. Nothing answers 5xx, but a method HTTP does not define (PROPFIND, PURGE) answers
 * exactly 501 wherever it is sent (issue 30 item 10). Each case sends at most 60 requests: the targets are dealt
 * round the case's variants, so every target gets one and every kind of target gets every variant.
 */

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', 'x-tsr-serverfn': 'true' }
/** Methods HTTP's semantics do not define: the server implements them nowhere (RFC 9110 §9.1). */
const UNDEFINED_METHODS = new Set(['PROPFIND', 'PURGE'])

type Probe = { readonly method: string; readonly headers: Record<string, string>; readonly body?: string | Buffer }

const deepJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
/** seroval's envelope around `depth` nested arrays, as Start's client would send an argument that deep */
const deepEnvelope = (depth: number) =>
  `{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[${'{"t":9,"i":1,"a":['.repeat(depth)}${'],"o":0}'.repeat(depth)}]},"o":0},"f":127,"m":[]}`

const VARIANTS: Record<string, readonly Probe[]> = {
  methods: [
    { method: 'OPTIONS', headers: {} },
    { method: 'PROPFIND', headers: {} },
    { method: 'PURGE', headers: {} },
    { method: 'HEAD', headers: {} },
    { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: '{}' },
  ],
  encodings: [
    { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"a":1}' },
    { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--y\r\nnot a part' },
    { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'a=1' },
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '%%%=%zz&a' },
    {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-16' },
      body: Buffer.from('{"a":1}', 'utf16le'),
    },
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    },
    { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: '{"a":1}' },
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'br' },
      body: Buffer.from([0x1f, 0x8b, 0, 0]),
    },
  ],
  sizes: [
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: '' },
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: `"${'x'.repeat(4000)}"` },
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 'x'.repeat(70_000) }),
    },
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Array.from({ length: 3000 }, (_, i) => i)),
    },
  ],
  nesting: [
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: deepJson(3000) },
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: deepObject(2000) },
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lead: deepJson(10), rego: [[['ABC']]], regoState: { a: { b: 1 } } }),
    },
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: deepEnvelope(2000) },
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: deepEnvelope(200) },
  ],
}

describeBuilt('fuzz: odd methods, encodings, sizes and nesting on every route never answer 5xx', () => {
  let server: ProductionServer
  let targets: string[][]
  beforeAll(async () => {
    server = await startProductionServer()
    const functions = clientServerFnIds().map((id) => `/_serverFn/${id}`)
    targets = [
      Object.keys(API_ROUTES),
      functions,
      ['/', '/search', '/cars/2017-isuzu-mu-x-ls-m-1001-15', '/my-garage', '/mock/leads'],
    ]
    expect(targets.flat().length).toBeLessThanOrEqual(60)
  })
  afterAll(() => server?.stop())

  for (const [name, probes] of Object.entries(VARIANTS)) {
    it(`${name}: one request per route (${probes.length} variants dealt round)`, async () => {
      const failures: string[] = []
      // dealt round each kind of target (API routes, server functions, pages) on its own, so each kind gets every variant
      for (const [i, path] of targets.flatMap((kind) => kind.map((path, i) => [i, path] as const))) {
        const probe = probes[i % probes.length]!
        const headers = path.startsWith('/_serverFn/') ? { ...SAME_ORIGIN, ...probe.headers } : probe.headers
        const answer = await server.send(probe.method, path, { headers, body: probe.body })
        if (UNDEFINED_METHODS.has(probe.method) ? answer.status !== 501 : answer.status >= 500)
          failures.push(
            `${probe.method} ${path} ${JSON.stringify(probe.headers)} → ${answer.status} ${answer.body.slice(0, 200)}`,
          )
      }
      expect(failures).toEqual([])
    })
  }
})
