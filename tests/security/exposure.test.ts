import { afterAll, beforeAll, expect, it } from 'vitest'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  describeBuilt,
  suiteServer,
  startProductionServer,
  tenantsWith,
  type ProductionServer,
} from './support/production-server.ts'
import { callServerFn } from './support/server-functions.ts'
import { LOOKUP_RATE_LIMIT } from '@application/vehicles/vehicle-lookups.ts'

/** Issue 26 item 9 (a) and (b), against the production server. */

/** tenants that take deposits online, one per provider (Stripe, Till, St George) */
const PAYING = ['demo-motors', 'metro-auto-group', 'prestige-preowned'] as const

describeBuilt('no payment processor key in a search answer (9a)', () => {
  const server = suiteServer()

  it('POST /api/search answers carry no authorization_key, while reservable cars still show as such', async () => {
    for (const slug of PAYING) {
      const answer = await server.send('POST', '/api/search', {
        host: `${slug}.localhost`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ hitsPerPage: 100 }),
      })
      expect(answer.status, answer.body.slice(0, 200)).toBe(200)
      const hits = JSON.parse(answer.body).hits as { payment_processors: { authorization_key: string | null }[] }[]
      const keys = hits.flatMap((hit) => hit.payment_processors.map((p) => p.authorization_key))
      expect(keys.length, slug).toBeGreaterThan(0)
      expect(
        keys.filter((key) => key !== null && key !== 'withheld'),
        slug,
      ).toEqual([])
      expect(keys, slug).toContain('withheld')
    }
  })
})

/** addresses a tenant's navigation must never render as a link */
const HOSTILE = [
  'data:text/html,<script>alert(1)</script>',
  'javascript:alert(1)',
  ' JavaScript:alert(2)',
  'java\tscript:alert(3)',
  'vbscript:msgbox(1)',
]

describeBuilt('tenant navigation links: http(s), relative, tel: and mailto: only (9b)', () => {
  let server: ProductionServer
  const tenants = ['demo-motors', 'coastal-nissan']
  beforeAll(async () => {
    const nav = (where: string) => [
      ...HOSTILE.map((href, i) => ({ label: `${where} hostile ${i}`, href })),
      { label: `${where} finance`, href: '/finance' },
      { label: `${where} call`, href: 'tel:+61730000000' },
      { label: `${where} parent`, children: [{ label: `${where} child data`, href: 'data:,x' }] },
    ]
    const withNav = (file: Record<string, any>) => {
      file.site.navigation = { ...(file.site.navigation ?? {}), header: nav('header'), footer: nav('footer') }
    }
    const dir = tenantsWith(tenants[0]!, withNav)
    for (const slug of tenants.slice(1)) {
      const path = join(dir, `${slug}.json`)
      const file = JSON.parse(readFileSync(path, 'utf8'))
      withNav(file)
      writeFileSync(path, JSON.stringify(file))
    }
    server = await startProductionServer({ TENANTS_DIR: dir })
  }, 60_000)
  afterAll(() => server?.stop())

  it('renders no data:, javascript: or other-scheme link from the header or footer, and keeps the rest', async () => {
    for (const slug of tenants)
      for (const path of ['/', '/finance']) {
        const page = await server.send('GET', path, { host: `${slug}.localhost` })
        expect(page.status, `${slug} ${path}`).toBe(200)
        const hrefs = [...page.body.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&#x?\w+;/g, ''))
        expect(
          hrefs.filter((href) => /^\W*(data|java\s*script|vbscript):/i.test(href)),
          `${slug} ${path}`,
        ).toEqual([])
        // the items are still shown, as text
        expect(page.body).toContain('header hostile 0')
        expect(page.body).toContain('footer hostile 3')
        expect(hrefs).toContain('/finance')
        expect(hrefs).toContain('tel:+61730000000')
      }
  })
})

describeBuilt("the forms' lookup server functions: the lookup routes' per-client limit (9e)", () => {
  const server = suiteServer()

  const TOO_MANY = 'Too many lookups; please wait a moment'
  const BURST = 30

  for (const [name, slug] of [
    ['lookupRego', 'demo-motors'],
    ['lookupRego', 'heavy-haul-trucks'],
  ] as const)
    it(`${name} on ${slug}: ${BURST} at once from one client are limited like the routes, and count against them`, async () => {
      const host = `${slug}.localhost`
      const started = Date.now()
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          callServerFn(server, name, { rego: `ABC${100 + i}`, regoState: 'QLD' }, host),
        ),
      )
      // the bucket refills while the burst runs: at most that much more than its capacity gets through
      const refilled = Math.ceil(((Date.now() - started) / 60_000) * LOOKUP_RATE_LIMIT.refillPerMinute)
      for (const answer of answers) expect(answer.status).toBe(200)
      const refused = answers.filter((a) => a.value?.ok === false && a.value.message === TOO_MANY).length
      expect(BURST - refused).toBeLessThanOrEqual(LOOKUP_RATE_LIMIT.capacity + refilled)
      // the same bucket as POST /api/trade-in-lookup
      const route = await server.send('POST', '/api/trade-in-lookup', {
        host,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rego: 'ABC123', regoState: 'QLD' }),
      })
      expect(route.status).toBe(429)
    })
})
