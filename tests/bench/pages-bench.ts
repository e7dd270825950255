/**
 * Pages under load: the production server (`scripts/serve.mjs`, demo mode, its own process) and, in the same run,
 * a bare React page of the same listing data (the first page's cards and the facet options) rendered with
 * react-dom/server on plain node:http as the anchor: what this machine can do for a page of that size right now.
 * Run after a build: `npx vite build && npm run bench:pages` (BENCH_SECONDS per run, default 10; BENCH_PORT and
 * BENCH_ANCHOR_PORT to choose the two servers' ports, else free ones).
 *
 * Loads (autocannon; the production server is asked with `Accept-Encoding: br, gzip` as browsers do):
 * - uncached listing: 20 connections, every request a different address (a price range no one asked before);
 * - uncached vehicle page and home: 50 connections, each request with a personal cookie (never served cached);
 * - hot listing, vehicle page and home: 50 connections, the same address again (the response cache).
 * Prints req/s, p50, p99, errors and non-2xx per load, the ratio to the anchor, and the listing's HTML and
 * serialised-state bytes.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import autocannon from 'autocannon'
import { createElement as h } from 'react'
import { renderToString } from 'react-dom/server'

const SLUG = 'demo-motors'
const HOST = `${SLUG}.localhost`
const LISTING = '/search/new-used-and-demo-cars'
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const root = resolve(import.meta.dirname, '../..')

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  const { port } = probe.address() as AddressInfo
  await new Promise((done) => probe.close(done))
  return port
}

async function startProduction(): Promise<{ url: string; stop: () => void }> {
  const port = Number(process.env.BENCH_PORT ?? (await freePort()))
  const child = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
    env: { ...process.env, ADAPTERS: 'demo', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'pages-bench-')) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((ready, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Serving every demo tenant') && ready())
    child.on('exit', (code) => fail(new Error(`the production server exited (${code}); is there a build? npx vite build`)))
  })
  child.stdout!.resume()
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() }
}

/** fetch() drops a Host header; node:http sends it as given */
function ask(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<string> {
  return new Promise((answer, fail) => {
    const request = httpRequest(url, { method: init.method ?? 'GET', headers: { host: HOST, ...(init.body ? { 'content-length': String(Buffer.byteLength(init.body)) } : {}), ...init.headers } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => answer(Buffer.concat(chunks).toString()))
    })
    request.on('error', fail)
    request.end(init.body)
  })
}

interface Hit { readonly name?: string; readonly slug?: string; readonly price?: number; readonly images?: readonly string[]; readonly [key: string]: unknown }

/** The anchor page: the listing's cards and facet checkboxes, nothing else. */
function anchorPage(hits: readonly Hit[], facets: Record<string, Record<string, number>>): string {
  const card = (hit: Hit, i: number) =>
    h('li', { key: i, className: 'card' },
      h('a', { href: `/cars/${hit.slug ?? i}` },
        h('img', { src: String(hit.images?.[0] ?? '/placeholder.webp'), alt: String(hit.name ?? ''), width: 320, height: 240, loading: i < 3 ? 'eager' : 'lazy' }),
        h('h3', null, String(hit.name ?? '')),
        h('p', { className: 'price' }, `$${Number(hit.price ?? 0).toLocaleString('en-AU')}`)))
  const options = Object.entries(facets).flatMap(([facet, counts]) => Object.entries(counts).map(([value, count]) => ({ facet, value, count }))).slice(0, 80)
  const facet = (o: { facet: string; value: string; count: number }, i: number) =>
    h('label', { key: i }, h('input', { type: 'checkbox', name: `refinementList[${o.facet}][]`, value: o.value }), ` ${o.value} (${o.count})`)
  const body = h('main', null, h('h1', null, 'Cars for sale'), h('aside', null, options.map(facet)), h('ol', null, hits.map(card)))
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Cars for sale</title></head><body>${renderToString(body)}</body></html>`
}

async function startAnchor(hits: readonly Hit[], facets: Record<string, Record<string, number>>): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    const html = anchorPage(hits, facets)
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) })
    response.end(html)
  })
  const port = Number(process.env.BENCH_ANCHOR_PORT ?? (await freePort()))
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  return { url: `http://127.0.0.1:${port}`, server }
}

interface Figures { readonly label: string; readonly rps: number; readonly p50: number; readonly p99: number; readonly errors: number; readonly non2xx: number }

async function load(label: string, url: string, options: { connections: number; headers?: Record<string, string>; paths: (i: number) => string }): Promise<Figures> {
  console.error(`… ${label}`)
  let i = 0
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: seconds,
    headers: { host: HOST, ...options.headers },
    requests: [{ setupRequest: (request) => ({ ...request, path: options.paths(i++) }) }],
  })
  return { label, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx }
}

const BROWSER = { 'accept-encoding': 'br, gzip' }

async function main() {
  const production = await startProduction()
  process.on('exit', production.stop)
  console.error(`… production server up at ${production.url}`)
  const listingHtml = await ask(`${production.url}${LISTING}`, { headers: { cookie: 'bench=1' } })
  const scripts = [...listingHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, m) => sum + Buffer.byteLength(m[1]!), 0)
  const total = Buffer.byteLength(listingHtml)
  const detail = /href="(\/(?:cars|motorcycles|campers)\/[^"/?#]+)"/.exec(listingHtml)?.[1]
  if (!detail) throw new Error('no vehicle link on the listing')
  const answer = JSON.parse(await ask(`${production.url}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ limit: 21, facets: ['car_type', 'make', 'model', 'body', 'fuel', 'transmission', 'drive', 'colour', 'location_name'] }),
  })) as { hits: Hit[]; facetDistribution: Record<string, Record<string, number>> }
  const anchor = await startAnchor(answer.hits, answer.facetDistribution ?? {})

  // warm-up: every page type rendered a few times first (JIT, the tenant's index, the lazily loaded route chunks)
  for (let i = 0; i < 5; i++) {
    for (const path of [`${LISTING}?page=${i + 2}`, detail, '/']) await ask(`${production.url}${path}`, { headers: { cookie: 'bench=1' } })
  }
  const figures: Figures[] = []
  const distinct = (i: number) => `${LISTING}?range[price]=${1000 + i}:`
  const anchorFigures = await load('anchor: bare React page of the same listing data, 20 connections', anchor.url, { connections: 20, paths: () => '/' })
  figures.push(await load('listing, uncached (a new address each request), 20 connections', production.url, { connections: 20, headers: BROWSER, paths: distinct }))
  figures.push(await load('vehicle page, uncached (personal cookie), 50 connections', production.url, { connections: 50, headers: { ...BROWSER, cookie: 'bench=1' }, paths: () => detail }))
  figures.push(await load('home, uncached (personal cookie), 50 connections', production.url, { connections: 50, headers: { ...BROWSER, cookie: 'bench=1' }, paths: () => '/' }))
  figures.push(await load('listing, hot (response cache), 50 connections', production.url, { connections: 50, headers: BROWSER, paths: () => LISTING }))
  figures.push(await load('vehicle page, hot, 50 connections', production.url, { connections: 50, headers: BROWSER, paths: () => detail }))
  figures.push(await load('home, hot, 50 connections', production.url, { connections: 50, headers: BROWSER, paths: () => '/' }))
  anchor.server.close()
  production.stop()

  const row = (f: Figures) => `${f.label.padEnd(68)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(5)} ms  errors ${f.errors}  non-2xx ${f.non2xx}`
  console.log(`Pages under load (${seconds} s each, autocannon on loopback, demo mode, ${SLUG}):`)
  console.log(`  ${row(anchorFigures)}`)
  for (const f of figures) console.log(`  ${row(f)}  ${(f.rps / anchorFigures.rps).toFixed(2)}× anchor`)
  console.log(`  listing HTML ${(total / 1024).toFixed(1)} KB uncompressed, of which inline scripts (serialised state and loader) ${(scripts / 1024).toFixed(1)} KB; anchor page ${(Buffer.byteLength(anchorPage(answer.hits, answer.facetDistribution ?? {})) / 1024).toFixed(1)} KB`)
  process.exit(0)
}

await main().catch((error) => {
  console.error(error)
  process.exit(1)
})
