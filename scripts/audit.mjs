// Lighthouse audit of the built app (npm run audit): mobile form factor with Lighthouse's default simulated
// throttling, on Debian's Chromium, for every page type (home, a listing, a vehicle detail, a location, a content
// page and a form page) of every tenant in tenants/sites.
// Prints performance, accessibility, best-practices and SEO scores with LCP, TBT (and the worst run's) and CLS, and the scripts each
// page downloaded before anyone touched it (compressed bytes as served, beyond the shared framework chunk, and
// the number of script requests), against the targets: performance ≥ 95, TBT ≤ 100 ms, accessibility 100, best
// practices ≥ 95, SEO 100, and the script budgets of scripts/script-budget.mjs (home and vehicle page 40 KB,
// listing 60 KB, 10 script requests).
//
//   npm run build && npm run audit [-- --base http://localhost:PORT] [--tenants a,b|all] [--pages home,detail] [--runs 3]
// --tenants defaults to all; --pages to every page type.
// Without --base it starts the built server (dist/) on a free port in demo mode; AUDIT_SERVE names another copy
// of scripts/serve.mjs (e.g. a private copy of dist/ while others rebuild).
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SCRIPT_BUDGETS, isFrameworkChunk, kb } from './script-budget.mjs'
import { serverNodeOptions } from './server-node-options.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}
/** Every tenant's slug: the file names in tenants/sites. */
const ALL_TENANTS = readdirSync(join(root, 'tenants/sites'))
  .filter((n) => n.endsWith('.json'))
  .map((n) => n.slice(0, -'.json'.length))
  .sort()
const tenantsArg = arg('tenants', 'all')
const tenants = tenantsArg === 'all' ? ALL_TENANTS : tenantsArg.split(',')
const unknown = tenants.filter((t) => !ALL_TENANTS.includes(t))
if (unknown.length) throw new Error(`no tenant ${unknown.join(', ')} in tenants/sites`)
const PAGE_TYPES = ['home', 'search', 'detail', 'location', 'content', 'form']
const pageTypes = arg('pages', PAGE_TYPES.join(',')).split(',')

const freePort = () =>
  new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => ok(port))
    })
  })

async function startServer() {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [...serverNodeOptions(), process.env.AUDIT_SERVE ?? join(root, 'scripts/serve.mjs')],
    {
      env: {
        ...process.env,
        ADAPTERS: 'demo',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'audit-')),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).status)
        return { base: `http://localhost:${port}`, stop: () => child.kill() }
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill()
  throw new Error('the built server did not start (run npm run build first)')
}

const hostUrl = (base, slug, path) => {
  const u = new URL(base)
  return `${u.protocol}//${slug}.localhost:${u.port}${path}`
}

/** GETs a tenant URL from the local server; fetch() may not set Host, node:http does, and the Host names the tenant. */
const getText = (url) =>
  new Promise((ok, fail) => {
    const u = new URL(url)
    get({ host: '127.0.0.1', port: u.port, path: u.pathname + u.search, headers: { host: u.host } }, (res) => {
      let body = ''
      res
        .setEncoding('utf8')
        .on('data', (c) => {
          body += c
        })
        .on('end', () => ok(body))
    }).on('error', fail)
  })

/**
 * Home, default listing, one vehicle detail page (from the sitemap), the first location page, the about page (a
 * content page every tenant has) and the trade-in valuation (a form page every tenant has).
 */
async function pagesOf(base, slug) {
  const xml = await getText(hostUrl(base, slug, '/sitemap.xml'))
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  const search = paths.find((p) => p.startsWith('/search/') || p.startsWith('/used-car/') || p.startsWith('/find/'))
  const detail = paths.find((p) => /^\/(cars|motorcycles|campers)\/[^/]+$/.test(p))
  const location = paths.find((p) => p.startsWith('/contact-us/'))
  return [
    ['home', '/'],
    ['search', search],
    ['detail', detail],
    ['location', location],
    ['content', '/about-us'],
    ['form', '/trade-in'],
  ].filter(([kind, p]) => p && pageTypes.includes(kind))
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
/** Lighthouse's own advice: scores move between runs, so each page is the median of several. */
const RUNS = Number(arg('runs', '5'))
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 }
const TBT_TARGET_MS = 100

/**
 * The scripts Lighthouse saw the page load (it never touches the page, so: before the first interaction), bytes as
 * transferred (compressed as served, headers included), the framework chunk apart.
 */
function scriptsOf(lhr) {
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script')
  const bytes = (list) => list.reduce((n, r) => n + (r.transferSize ?? 0), 0)
  const own = scripts.filter((r) => !isFrameworkChunk(new URL(r.url).pathname))
  return { requests: scripts.length, ownBytes: bytes(own), frameworkBytes: bytes(scripts) - bytes(own) }
}

async function once(port, url) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })
  const lhr = result.lhr
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const audit = (id) => lhr.audits[id]?.numericValue ?? 0
  const failing = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1 && category !== 'performance')
      .map((ref) => `${category}: ${lhr.audits[ref.id].title}`),
  )
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scripts: scriptsOf(lhr),
    failing,
    runtimeError: lhr.runtimeError?.message ?? null,
  }
}

/** Asks for the page (and so its tenant's search index and code) a couple of times, as a running site would have been. */
async function warm(url) {
  for (let i = 0; i < 2; i++) await getText(url).catch(() => {})
}

/**
 * The run with the median performance score, with the worst run's blocking time beside it: on a shared machine one
 * slow run moves TBT by hundreds of milliseconds, and the median alone hides how far it swings.
 */
async function measure(port, url) {
  await warm(url)
  const runs = []
  for (let i = 0; i < RUNS; i++) runs.push(await once(port, url))
  runs.sort((a, b) => a.scores.performance - b.scores.performance)
  return { ...runs[Math.floor(runs.length / 2)], tbtWorst: Math.max(...runs.map((r) => r.tbt)) }
}

const ms = (n) => `${Math.round(n)} ms`

const server = arg('base') ? { base: arg('base'), stop: () => {} } : await startServer()
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
})
const rows = []
try {
  for (const slug of tenants) {
    for (const [kind, path] of await pagesOf(server.base, slug)) {
      rows.push({ slug, kind, path, ...(await measure(chrome.port, hostUrl(server.base, slug, path))) })
    }
  }
} finally {
  await chrome.kill()
  server.stop()
}

const header = [
  'tenant',
  'page',
  'perf',
  'a11y',
  'best pr.',
  'SEO',
  'LCP',
  'TBT',
  'TBT worst',
  'CLS',
  'scripts (budget)',
  'framework',
  'requests',
]
const budgetOf = (kind) => SCRIPT_BUDGETS[kind]
const table = rows.map((r) => [
  r.slug,
  `${r.kind} ${r.path.length > 38 ? `${r.path.slice(0, 37)}…` : r.path}`,
  ...CATEGORIES.map((c) => String(r.scores[c])),
  ms(r.lcp),
  ms(r.tbt),
  ms(r.tbtWorst),
  r.cls.toFixed(3),
  `${kb(r.scripts.ownBytes)}${budgetOf(r.kind) ? ` (${kb(budgetOf(r.kind).bytes)})` : ''}`,
  kb(r.scripts.frameworkBytes),
  `${r.scripts.requests}${budgetOf(r.kind) ? ` (${budgetOf(r.kind).requests})` : ''}`,
])
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)))
const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ')
console.log(
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, simulated throttling, demo data, median of ${RUNS} runs per page`,
)
console.log(`TBT: the median run's; TBT worst: the highest of the ${RUNS} runs`)
console.log(
  'scripts: compressed bytes transferred before any interaction beyond the framework chunk (budget); requests: every script, the framework included',
)
console.log(line(header))
console.log(widths.map((w) => '-'.repeat(w)).join('  '))
for (const row of table) console.log(line(row))
const misses = rows.flatMap((r) => [
  ...CATEGORIES.filter((c) => r.scores[c] < TARGETS[c]).map(
    (c) => `${r.slug} ${r.kind}: ${c} ${r.scores[c]} < ${TARGETS[c]}`,
  ),
  ...(r.tbt > TBT_TARGET_MS ? [`${r.slug} ${r.kind}: TBT ${ms(r.tbt)} > ${TBT_TARGET_MS} ms`] : []),
  ...(budgetOf(r.kind) && r.scripts.ownBytes > budgetOf(r.kind).bytes
    ? [`${r.slug} ${r.kind}: scripts ${kb(r.scripts.ownBytes)} > ${kb(budgetOf(r.kind).bytes)}`]
    : []),
  ...(budgetOf(r.kind) && r.scripts.requests > budgetOf(r.kind).requests
    ? [`${r.slug} ${r.kind}: ${r.scripts.requests} script requests > ${budgetOf(r.kind).requests}`]
    : []),
])
const findings = rows.flatMap((r) => [
  ...(r.runtimeError ? [`${r.slug} ${r.kind}: ${r.runtimeError}`] : []),
  ...r.failing.map((f) => `${r.slug} ${r.kind}: ${f}`),
])
if (findings.length) {
  console.log('\nFailing audits:')
  for (const f of new Set(findings)) console.log(`  - ${f}`)
}
console.log(misses.length ? `\nBelow target: ${misses.join('; ')}` : '\nEvery page meets the targets.')
process.exitCode = misses.length ? 1 : 0
