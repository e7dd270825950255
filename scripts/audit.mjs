// Performance and accessibility audit of the built app (npm run audit).
// Lighthouse is not installed, so this measures through Chromium's DevTools protocol via Playwright: LCP, CLS and
// TBT from the page's own performance entries (4x CPU slowdown, 412x915 viewport), bytes transferred from the
// network domain, and the accessibility checks of the browser tests (axe-core when installed, plus hand checks).
//
//   node scripts/audit.mjs [--base http://localhost:PORT] [--tenants a,b]
// Without --base it starts the built server (dist/) on a free port in demo mode; AUDIT_SERVE names another copy
// of scripts/serve.mjs (e.g. a private copy of dist/ while others rebuild).
import { chromium } from 'playwright'
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { axeSource, basicA11yProblems, runAxe } from '../tests/browser/support/a11y.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}
const tenants = arg('tenants', 'demo-motors,metro-auto-group').split(',')
const CPU_SLOWDOWN = 4

const freePort = () => new Promise((ok) => {
  const s = createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => ok(port)) })
})

async function startServer() {
  const port = await freePort()
  const child = spawn(process.execPath, [process.env.AUDIT_SERVE ?? join(root, 'scripts/serve.mjs')], {
    env: { ...process.env, ADAPTERS: 'demo', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'audit-')) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let i = 0; i < 120; i++) {
    try { if ((await fetch(`http://127.0.0.1:${port}/`)).status) return { base: `http://localhost:${port}`, stop: () => child.kill() } } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill()
  throw new Error('the built server did not start (run npm run build first)')
}

const hostUrl = (base, slug, path) => { const u = new URL(base); return `${u.protocol}//${slug}.localhost:${u.port}${path}` }

/** Home, default listing, one vehicle detail page (from the sitemap) and the first location page. */
async function pagesOf(base, slug) {
  const u = new URL(base)
  // fetch() may not set Host; node:http does, and the Host header names the tenant
  const xml = await new Promise((ok, fail) => {
    get({ host: '127.0.0.1', port: u.port, path: '/sitemap.xml', headers: { host: `${slug}.localhost:${u.port}` } }, (res) => {
      let body = ''
      res.setEncoding('utf8').on('data', (c) => { body += c }).on('end', () => ok(body))
    }).on('error', fail)
  })
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  const search = paths.find((p) => p.startsWith('/search/') || p.startsWith('/used-car/') || p.startsWith('/find/'))
  const detail = paths.find((p) => /^\/(cars|motorcycles|campers)\/[^/]+$/.test(p))
  const location = paths.find((p) => p.startsWith('/contact-us/'))
  return [['home', '/'], ['search', search], ['detail', detail], ['location', location]].filter(([, p]) => p)
}

async function measure(browser, url, axe) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 1 })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await cdp.send('Network.enable')
  let bytes = 0
  let requests = 0
  const byType = {}
  const types = new Map()
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type))
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength
    requests += 1
    const t = types.get(e.requestId) ?? 'Other'
    byType[t] = (byType[t] ?? 0) + e.encodedDataLength
  })
  await page.addInitScript(() => {
    const w = window
    w.__audit = { lcp: 0, cls: 0, longTasks: [] }
    new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__audit.lcp = e.startTime }).observe({ type: 'largest-contentful-paint', buffered: true })
    new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) w.__audit.cls += e.value }).observe({ type: 'layout-shift', buffered: true })
    new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__audit.longTasks.push([e.startTime, e.duration]) }).observe({ type: 'longtask', buffered: true })
  })
  const response = await page.goto(url, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle').catch(() => {})
  await page.waitForTimeout(1000)
  const m = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
    const nav = performance.getEntriesByType('navigation')[0]
    const tti = nav ? nav.domInteractive : 0
    const tbt = window.__audit.longTasks.filter(([s]) => s >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)
    return { fcp, lcp: window.__audit.lcp, cls: window.__audit.cls, tbt, ttfb: nav ? nav.responseStart : 0, domInteractive: tti }
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  const a11y = await basicA11yProblems(page)
  const violations = axe ? await runAxe(page, axe) : null
  await context.close()
  return { status: response?.status() ?? 0, ...m, bytes, requests, byType, a11y, violations }
}

const kb = (n) => `${(n / 1024).toFixed(0)} KB`
const ms = (n) => `${Math.round(n)} ms`

const server = arg('base') ? { base: arg('base'), stop: () => {} } : await startServer()
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const axe = axeSource()
const rows = []
try {
  for (const slug of tenants) {
    for (const [kind, path] of await pagesOf(server.base, slug)) {
      const r = await measure(browser, hostUrl(server.base, slug, path), axe)
      rows.push({ slug, kind, path, ...r })
    }
  }
} finally {
  await browser.close()
  server.stop()
}

const header = ['tenant', 'page', 'HTTP', 'TTFB', 'FCP', 'LCP', 'CLS', 'TBT', 'requests', 'transfer', 'JS', 'a11y']
const table = rows.map((r) => [
  r.slug, `${r.kind} ${r.path.length > 38 ? `${r.path.slice(0, 37)}…` : r.path}`, String(r.status), ms(r.ttfb), ms(r.fcp), ms(r.lcp), r.cls.toFixed(3), ms(r.tbt),
  String(r.requests), kb(r.bytes), kb(r.byType.Script ?? 0),
  `${r.a11y.length}${r.violations ? ` / axe ${r.violations.length}` : ''}`,
])
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)))
const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ')
console.log(`Audit: ${CPU_SLOWDOWN}x CPU slowdown, 412x915 viewport, demo data. Lighthouse is not installed: figures come from the page's performance entries over the DevTools protocol.`)
console.log(line(header))
console.log(widths.map((w) => '-'.repeat(w)).join('  '))
for (const row of table) console.log(line(row))
const findings = rows.flatMap((r) => [...r.a11y.map((p) => `${r.slug} ${r.path}: ${p}`), ...(r.violations ?? []).map((v) => `${r.slug} ${r.path}: axe ${v.id} (${v.impact}) ${v.targets.join(', ')}`)])
if (findings.length) {
  console.log('\nAccessibility findings:')
  for (const f of findings) console.log(`  - ${f}`)
}
console.log(axe ? '\naxe-core: WCAG 2.1 A/AA rules ran.' : '\naxe-core not installed: only the hand checks ran.')
const budgets = rows.filter((r) => r.lcp > 2500 || r.cls > 0.1 || r.tbt > 200 || r.status >= 400)
if (budgets.length) console.log(`Over budget (LCP 2.5 s, CLS 0.1, TBT 200 ms, or HTTP error): ${budgets.map((r) => `${r.slug} ${r.kind}`).join(', ')}`)
process.exitCode = findings.length || budgets.length ? 1 : 0
