import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy.ts'
import { NO_REACH, NO_SOURCES, cspSources, type BrowserReach } from './csp-sources.ts'

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`
const LIVE: BrowserReach = {
  mode: 'live',
  directSearchHost: 'https://search.example.com',
  errorReportingDsn: 'https://k3y@o12.ingest.sentry.io/34',
  imageHosts: ['cdn.dealerimages.example'],
  payments: true,
  tillScriptUrl: 'https://test-gateway.tillpayments.com/js/payment.js',
  hostedCaptcha: true,
}
const quiet = { analytics: { gtm_id: null, ga_id: null, fb_pixel_id: null } }

/** The directives of a policy, by name. */
const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy
      .split('; ')
      .map((d) => d.split(' '))
      .map(([name, ...values]) => [name!, values]),
  )

describe('inlineScriptHashes', () => {
  it('hashes every inline script a browser runs, once each; not script files or JSON-LD', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{"a":1}</script><script data-x="">a()</script>'
    expect(inlineScriptHashes(html)).toEqual([hash('a()'), hash('b()')])
  })

  it('property: a script text seen before (kept) or too long to keep hashes as it did the first time', () => {
    const long = 'x()'.repeat(10_000)
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constant(long)), { minLength: 1, maxLength: 6 }), (bodies) => {
        const page = bodies.map((b) => `<script>${b.replace(/</g, '')}</script>`).join('<p>text</p>')
        const expected = [...new Set(bodies.map((b) => hash(b.replace(/</g, ''))))]
        expect(inlineScriptHashes(page)).toEqual(expected)
        expect(inlineScriptHashes(page)).toEqual(expected)
      }),
    )
  })
})

describe('contentSecurityPolicy: the whole policy (issue 16 item 10)', () => {
  it('a site with nothing third-party: everything from this site only, no plugins, no framing by others', () => {
    expect(contentSecurityPolicy([hash('a()')], NO_SOURCES)).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${hash('a()')}`,
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
        'report-uri /api/csp-report',
      ].join('; '),
    )
  })

  it('puts each source in its directive', () => {
    const d = directives(
      contentSecurityPolicy([], {
        script: ['https://s.example'],
        connect: ['https://c.example'],
        img: ['https://i.example'],
        frame: ['https://f.example'],
        form: ['https://p.example'],
      }),
    )
    expect(d).toMatchObject({
      'script-src': ["'self'", 'https://s.example'],
      'connect-src': ["'self'", 'https://c.example'],
      'img-src': ["'self'", 'data:', 'blob:', 'https://i.example'],
      'frame-src': ["'self'", 'https://f.example'],
      'form-action': ["'self'", 'https://p.example'],
    })
  })
})

describe("cspSources: a tenant's hosts from its configuration and this server's", () => {
  it('demo: a tenant with no third-party configuration reaches nothing beyond the site', () => {
    expect(cspSources(makeSite(quiet), NO_REACH)).toEqual(NO_SOURCES)
  })

  it('Stripe: its script, API and frames (card fields, 3-D Secure) when this server takes payments, none when not', () => {
    const site = makeSite({ ...quiet, checkout: { payment_provider: 'Stripe' } })
    expect(cspSources(site, { ...LIVE, directSearchHost: null, errorReportingDsn: null, imageHosts: [] })).toEqual({
      script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
      connect: ['https://api.stripe.com'],
      img: [],
      frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      form: [],
    })
    expect(cspSources(site, NO_REACH)).toEqual(NO_SOURCES)
  })

  it("Till from where this server sends browsers for its script; St George's PayWay", () => {
    const till = cspSources(makeSite({ ...quiet, checkout: { payment_provider: 'Till' } }), {
      ...LIVE,
      directSearchHost: null,
      errorReportingDsn: null,
    })
    expect(till.script).toEqual(['https://test-gateway.tillpayments.com'])
    expect(till.frame).toEqual(['https://test-gateway.tillpayments.com'])
    const payway = cspSources(makeSite({ ...quiet, checkout: { payment_provider: 'St George' } }), LIVE)
    expect(payway.script).toEqual(['https://api.payway.com.au'])
    expect(payway.frame).toEqual(['https://api.payway.com.au'])
  })

  it("live: the direct search host (the tenant's own first), the Sentry DSN's host without its key, the photograph hosts", () => {
    expect(cspSources(makeSite(quiet), LIVE)).toMatchObject({
      connect: ['https://search.example.com', 'https://o12.ingest.sentry.io'],
      img: ['https://cdn.dealerimages.example'],
    })
    const own = makeSite({ ...quiet, search: { host: 'https://ms.dealer.example/' } })
    expect(cspSources(own, LIVE).connect[0]).toBe('https://ms.dealer.example')
    // a tenant searched through its own proxy is searched through this site: no search host
    const proxied = makeSite({
      ...quiet,
      search: { custom_url: 'https://proxy.example/search', custom_headers: { Authorization: 'x' } },
    })
    expect(cspSources(proxied, LIVE).connect).toEqual(['https://o12.ingest.sentry.io'])
    expect(JSON.stringify(cspSources(makeSite(quiet), LIVE))).not.toContain('k3y')
  })

  it('analytics, tag manager and pixel with their collection hosts, only where the pages load them', () => {
    const site = makeSite({ analytics: { gtm_id: 'GTM-ABC123', ga_id: 'G-ABC1234', fb_pixel_id: '1234567' } })
    const live = cspSources(site, LIVE)
    expect(live.script).toEqual(
      expect.arrayContaining(['https://www.googletagmanager.com', 'https://connect.facebook.net']),
    )
    expect(live.connect).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://www.facebook.com']))
    expect(live.img).toEqual(expect.arrayContaining(['https://www.google-analytics.com', 'https://www.facebook.com']))
    // demo pages load no third-party script unless the tenant asks
    expect(cspSources(site, NO_REACH).script).toEqual([])
  })

  it("Turnstile where forms show it; tenant-configured widgets may script, connect, frame and show images; the tenant's own listed hosts", () => {
    const site = makeSite({
      ...quiet,
      flags: { impel: true },
      third_party_keys: {
        turnstile_site_key: '0x4AAA',
        impel_key: 'k-1',
        impel_script: 'https://impel.example/w.js',
        csp_script_hosts: 'https://cdn.chat.example, javascript:x, https://*.calls.example',
        csp_frame_hosts: 'https://www.youtube-nocookie.com',
        csp_img_hosts: 'http://insecure.example, https://img.example',
      },
    })
    const s = cspSources(site, LIVE)
    expect(s.script).toEqual([
      'https://impel.example',
      'https://challenges.cloudflare.com',
      'https://cdn.chat.example',
      'https://*.calls.example',
    ])
    expect(s.frame).toEqual([
      'https://impel.example',
      'https://challenges.cloudflare.com',
      'https://www.youtube-nocookie.com',
    ])
    expect(s.connect).toContain('https://impel.example')
    expect(s.img).toEqual(['https://impel.example', 'https://cdn.dealerimages.example', 'https://img.example'])
    expect(cspSources(site, { ...LIVE, hostedCaptcha: false }).script).not.toContain(
      'https://challenges.cloudflare.com',
    )
  })

  it('logos on another host are allowed as images', () => {
    const site = makeSite({
      ...quiet,
      logo: { primary: 'https://assets.dealer.example/logo.svg', inverse: '/tenant-assets/x/inverse.svg' },
    })
    expect(cspSources(site, NO_REACH).img).toEqual(['https://assets.dealer.example'])
  })

  it('property: every source is an https origin (or a wildcard one) or a tidy http origin, with no repeats, whatever a tenant lists', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.webUrl(), fc.string({ maxLength: 30 })), { maxLength: 6 }), (hosts) => {
        const site = makeSite({
          ...quiet,
          third_party_keys: { csp_script_hosts: hosts.join(','), csp_connect_hosts: hosts.join(',') },
        })
        for (const list of Object.values(cspSources(site, LIVE))) {
          expect(new Set(list).size).toBe(list.length)
          for (const source of list) expect(source).toMatch(/^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/)
        }
      }),
    )
  })
})
