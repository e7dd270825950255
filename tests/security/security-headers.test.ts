import { createHash } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { CSP_REPORT_LIMIT } from '@application/content/csp-reports.ts'
import {
  describeBuilt,
  startProductionServer,
  tenantsWith,
  type Answer,
  type ProductionServer,
} from './support/production-server.ts'

/**
 * Issue 16 item 10, against the production server: every answer, HTML or JSON, says nosniff and
 * strict-origin-when-cross-origin and cannot be framed by another site (checkout and sign-in included); HSTS only
 * when a trusted proxy says the shopper came over HTTPS, without includeSubDomains, and never on *.localhost.
 */

const CAR = '/cars/2017-isuzu-mu-x-ls-m-1001-15'
const PAGES = ['/', '/search', CAR, `${CAR}/checkout`, '/my-garage', '/robots.txt', '/sitemap.xml', '/no-such-page']

const expectBaseline = (answer: Answer, what: string) => {
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff')
  expect(answer.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(answer.headers['content-security-policy'], what).toContain("frame-ancestors 'self'")
  expect(answer.headers['x-frame-options'], what).toBe('SAMEORIGIN')
}

describeBuilt('security headers', () => {
  let server: ProductionServer
  let proxied: ProductionServer
  let loading: ProductionServer
  beforeAll(async () => {
    // demo-motors asking for its third-party scripts in demo mode too (load_in_demo), with a host of its own for frames
    const loadInDemo = tenantsWith('demo-motors', (file) => {
      file.site.third_party_keys = {
        ...file.site.third_party_keys,
        load_in_demo: 'true',
        csp_frame_hosts: 'https://www.youtube-nocookie.com',
      }
    })
    ;[server, proxied, loading] = await Promise.all([
      startProductionServer(),
      startProductionServer({ TRUST_PROXY: 'loopback' }),
      startProductionServer({ TENANTS_DIR: loadInDemo }),
    ])
  })

  it("allows the hosts the tenant's configuration loads from, each in its directive, cached with the page", async () => {
    for (let i = 0; i < 2; i++) {
      const policy = (await loading.send('GET', '/about-us')).headers['content-security-policy'] as string
      const d = Object.fromEntries(
        policy
          .split('; ')
          .map((x) => x.split(' '))
          .map(([name, ...values]) => [name!, values.filter((v) => !v.startsWith("'sha256-"))]),
      )
      expect(d['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com'])
      expect(d['connect-src']).toEqual([
        "'self'",
        'https://www.googletagmanager.com',
        'https://www.google-analytics.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
      ])
      expect(d['frame-src']).toEqual(["'self'", 'https://www.youtube-nocookie.com'])
    }
    // another tenant of the same server: none of demo-motors' hosts
    expect(
      (await loading.send('GET', '/about-us', { host: 'metro-auto-group.localhost' })).headers[
        'content-security-policy'
      ],
    ).not.toContain('googletagmanager')
  })
  afterAll(() => Promise.all([server?.stop(), proxied?.stop(), loading?.stop()]))

  it("sends nosniff, the referrer policy and frame-ancestors 'self' on every page type, checkout and sign-in included", async () => {
    for (const path of PAGES) {
      const answer = await server.send('GET', path)
      expect(answer.status, path).toBeLessThan(500)
      expectBaseline(answer, path)
      expect(answer.headers['strict-transport-security'], path).toBeUndefined()
    }
  })

  it('enforces a script policy on every page: each inline script the page runs by its hash, nothing inline otherwise, violations reported', async () => {
    for (const path of [CAR, `${CAR}/checkout`, '/about-us']) {
      const answer = await server.send('GET', path)
      const policy = answer.headers['content-security-policy'] as string
      expect(policy, path).toMatch(
        new RegExp(
          [
            "^default-src 'self'",
            "script-src 'self' ('sha256-[A-Za-z0-9+/]+=*' ?)+",
            "script-src-attr 'none'",
            "connect-src 'self'",
            "img-src 'self' data: blob:",
            "frame-src 'self'",
            "style-src 'self' 'unsafe-inline'",
            "font-src 'self' data:",
            "form-action 'self'",
            "object-src 'none'",
            "base-uri 'self'",
            "frame-ancestors 'self'",
            'report-uri /api/csp-report$',
          ].join('; '),
        ),
      )
      const inline = [...answer.body.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        ([, body]) => body!,
      )
      expect(inline.length, path).toBeGreaterThan(2)
      for (const body of inline)
        expect(policy, path).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
    }
    const report = await server.send('POST', '/api/csp-report', {
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://demo-motors.localhost/',
          'violated-directive': 'script-src-elem',
          'blocked-uri': 'inline',
        },
      }),
    })
    expect(report.status).toBe(204)
  })

  it("logs a client's share of violation reports and answers the rest of a flood 429, however many arrive at once", async () => {
    const body = JSON.stringify({
      'csp-report': { 'document-uri': 'http://metro-auto-group.localhost/', 'blocked-uri': 'x'.repeat(6_000) },
    })
    const answers = await Promise.all(
      Array.from({ length: 300 }, () =>
        server.send('POST', '/api/csp-report', {
          host: 'metro-auto-group.localhost',
          headers: { 'content-type': 'application/csp-report' },
          body,
        }),
      ),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 204)).toHaveLength(CSP_REPORT_LIMIT.share.capacity)
    expect(statuses.filter((s) => s === 429)).toHaveLength(300 - CSP_REPORT_LIMIT.share.capacity)
    expect(Number(answers.find((a) => a.status === 429)!.headers['retry-after'])).toBeGreaterThanOrEqual(1)
  })

  it('reaches no third-party host in demo mode, where pages load no third-party script and take no card', async () => {
    // demo-motors is configured with Stripe, Google tag manager and analytics: none of them runs in demo mode
    const policy = (await server.send('GET', '/about-us')).headers['content-security-policy'] as string
    expect(policy).not.toMatch(/https?:/)
  })

  it('sends them on JSON answers and refusals too', async () => {
    const answers = [
      await server.send('POST', '/api/search', { headers: { 'content-type': 'application/json' }, body: '{' }),
      await server.send('PUT', '/api/leads', { headers: { 'content-type': 'application/json' }, body: '{}' }),
      await server.send('GET', '/api/search-token'),
      await server.send('POST', '/api/leads', {
        headers: { 'content-type': 'application/json' },
        body: ' '.repeat(70_000),
      }),
    ]
    for (const answer of answers) expectBaseline(answer, `${answer.status} ${answer.body.slice(0, 60)}`)
  })

  it("sends HSTS without includeSubDomains when a trusted proxy says HTTPS, on the dealer's own domain only", async () => {
    const domain = await proxied.send('GET', '/', {
      host: 'www.demomotors.com.au',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(domain.status).toBe(200)
    expect(domain.headers['strict-transport-security']).toBe('max-age=31536000')
    const plain = await proxied.send('GET', '/', {
      host: 'www.demomotors.com.au',
      headers: { 'x-forwarded-proto': 'http' },
    })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    const local = await proxied.send('GET', '/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(local.headers['strict-transport-security']).toBeUndefined()
    const forwardedLocal = await proxied.send('GET', '/', {
      host: 'www.demomotors.com.au',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'demo-motors.localhost:3000' },
    })
    expect(forwardedLocal.headers['strict-transport-security']).toBeUndefined()
    // and never on a client's own word
    const untrusted = await server.send('GET', '/', {
      host: 'www.demomotors.com.au',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(untrusted.headers['strict-transport-security']).toBeUndefined()
  })
})
