import { afterEach, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { decodeTenantFile, loadTenants } from './load-tenants.ts'
import { everyFieldDashboardSite } from '../dashboard-rest/testing/dashboard-site.fixture.ts'

const REQUIRED_SLUGS = [
  'coastal-nissan',
  'demo-motors',
  'heavy-haul-trucks',
  'kiwi-cars-nz',
  'metro-auto-group',
  'outback-campers',
  'prestige-preowned',
  'ridewest-motorcycles',
  'roam-rv',
  'subscribe-cars',
]

const demoMotorsText = readFileSync('tenants/sites/demo-motors.json', 'utf8')
const demoMotors = (): Record<string, any> => JSON.parse(demoMotorsText)

const dirs: string[] = []
function tempDir(files: Record<string, string | object>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tenants-'))
  dirs.push(dir)
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content))
  }
  return dir
}
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true })
})

function errorOf(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('expected a throw')
}

describe('loadTenants on the real tenant files', () => {
  const tenants = loadTenants()

  it('decodes every file and has exactly the required slugs', () => {
    expect(tenants.map((t) => t.site.slug)).toEqual(REQUIRED_SLUGS)
  })

  it('keeps site, dealership and location ids unique across tenants', () => {
    const unique = (xs: number[]) => new Set(xs).size === xs.length
    expect(unique(tenants.map((t) => t.site.id))).toBe(true)
    expect(unique(tenants.flatMap((t) => t.site.dealerships.map((d) => d.id)))).toBe(true)
    expect(unique(tenants.flatMap((t) => t.site.locations.map((l) => l.id)))).toBe(true)
  })

  it('gives every tenant the content pages and a logo under its own asset path', () => {
    const paths = [
      '/about-us',
      '/privacy-policy',
      '/terms-and-conditions',
      '/careers',
      '/service',
      '/vehicle-parts-and-accessories',
      '/faqs',
      '/special-offers',
      '/autopact-handback-guarantee',
      '/autopact-protection-plan',
      '/ultratek',
      '/finance',
    ]
    for (const t of tenants) {
      expect(t.pages.map((p) => p.path).sort()).toEqual([...paths].sort())
      expect(t.site.logo.primary).toBe(`/tenant-assets/${t.site.slug}/logo.svg`)
      expect(readFileSync(`tenants/assets/${t.site.slug}/logo.svg`, 'utf8')).toContain(t.site.name)
    }
  })

  it('shows shoppers no sanitiser probe: no tenant page carries raw HTML tags or script links (those cases live in markdown.test.ts)', () => {
    const withProbe = tenants.flatMap((t) =>
      t.pages.filter((p) => /<\/?script|javascript:/i.test(p.body)).map((p) => `${t.site.slug}${p.path}`),
    )
    expect(withProbe).toEqual([])
  })

  it('uses the spec sample hours (weekday 0 = Sunday)', () => {
    for (const t of tenants) {
      for (const location of t.site.locations) {
        const hours = location.contact_detail.opening_hours
        const sales = location.location_type === 'sales' || location.location_type === ''
        expect(hours.map((h) => h.day)).toEqual([0, 1, 2, 3, 4, 5, 6])
        expect(hours[0]!.status).toBe('closed')
        expect(hours[1]!.formated_hours).toBe(sales ? '8:30am - 5:30pm' : '8:00am - 5:00pm')
        expect(hours[6]!.status).toBe(sales ? 'open' : 'closed')
        if (sales) expect([hours[6]!.open, hours[6]!.close]).toEqual(['08:30', '12:30'])
      }
    }
  })

  it('carries the sample promo messages and dd/mm/yyyy review dates', () => {
    for (const t of tenants) {
      const messages = t.promos.map((p) => p.message)
      expect(messages).toContain('3 Year Standard warranty')
      const country = t.site.locale.country === 'NZ' ? 'new zealand' : 'australia'
      expect(messages.some((m) => new RegExp(`free freight anywhere in ${country}`, 'i').test(m))).toBe(true)
      for (const review of t.reviews)
        expect(review.review_date).toMatch(/^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/20\d\d$/)
    }
    expect(tenants.filter((t) => t.reviews.length > 12).length).toBeGreaterThanOrEqual(3)
    const reviews = tenants.flatMap((t) => t.reviews)
    expect(new Set(reviews.map((r) => r.rating))).toEqual(new Set([1, 2, 3, 4, 5]))
    expect(reviews.some((r) => r.text === null)).toBe(true)
    expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length)
  })

  it('has promo cards with positions, open and closed windows, car-type displays and strictDisplay', () => {
    const promos = tenants.flatMap((t) => t.promos)
    const NOW = '2026-11-22T00:00:00Z'
    expect(promos.some((p) => p.expiry !== null && p.expiry < NOW)).toBe(true)
    expect(promos.some((p) => p.start !== null && p.start > NOW)).toBe(true)
    expect(promos.some((p) => p.start === null || p.expiry === null)).toBe(true)
    expect(promos.some((p) => p.position === null)).toBe(true)
    expect(new Set(promos.map((p) => p.strictDisplay))).toEqual(new Set([true, false]))
    for (const p of promos) if (p.start !== null && p.expiry !== null) expect(p.start < p.expiry).toBe(true)
  })
})

describe('loadTenants on broken files', () => {
  it('names the file, the field path and the problem on one line', () => {
    const broken = demoMotors()
    broken.site.locations[0].address.city = 42
    const dir = tempDir({ 'demo-motors.json': broken })
    const message = errorOf(() => loadTenants(dir))
    expect(message).toBe(`${join(dir, 'demo-motors.json')}: field "site.locations[0].address.city": Expected string`)
  })

  it('shows a path relative to the working directory for files inside it', () => {
    const broken = demoMotors()
    broken.site.locations[0].address.city = 42
    expect(errorOf(() => decodeTenantFile(JSON.stringify(broken), 'tenants/sites/x.json'))).toMatch(
      /^tenants\/sites\/x\.json: field "site\.locations\[0\]\.address\.city": Expected string/,
    )
  })

  it('reports a missing required field', () => {
    const broken = demoMotors()
    delete broken.demo_stock
    const dir = tempDir({ 'demo-motors.json': broken })
    expect(errorOf(() => loadTenants(dir))).toMatch(/demo-motors\.json: field "demo_stock": Missing key/)
  })

  it('reports bad JSON', () => {
    const dir = tempDir({ 'demo-motors.json': '{ "site": ' })
    expect(errorOf(() => loadTenants(dir))).toMatch(/demo-motors\.json: invalid JSON: /)
  })

  it('reports a duplicate slug, domain and site id, naming the other file', () => {
    const twin = demoMotors()
    twin.site.id = 9999
    twin.site.domain_name = 'www.other.com.au'
    const sameSlug = tempDir({ 'demo-motors.json': demoMotors(), 'zz.json': twin })
    expect(errorOf(() => loadTenants(sameSlug))).toMatch(
      /zz\.json: field "site\.slug": duplicate slug "demo-motors" \(also in .*demo-motors\.json\)$/,
    )

    const sameDomain = demoMotors()
    sameDomain.site.slug = 'z'
    sameDomain.site.id = 9999
    sameDomain.site.domain_name = 'WWW.DemoMotors.com.au'
    const byDomain = tempDir({ 'demo-motors.json': demoMotors(), 'z.json': sameDomain })
    expect(errorOf(() => loadTenants(byDomain))).toMatch(/z\.json: field "site\.domain_name": duplicate domain/)

    const sameId = { ...twin, site: { ...twin.site, slug: 'z', id: 1001 } }
    expect(errorOf(() => loadTenants(tempDir({ 'demo-motors.json': demoMotors(), 'z.json': sameId })))).toMatch(
      /z\.json: field "site\.id": duplicate site id 1001/,
    )
  })

  it('reports a file not named after its slug', () => {
    const dir = tempDir({ 'other.json': demoMotors() })
    expect(errorOf(() => loadTenants(dir))).toMatch(
      /other\.json: field "site\.slug": slug "demo-motors" does not match the file name/,
    )
  })

  it('reports a location pointing at a dealership the tenant does not have', () => {
    const broken = demoMotors()
    broken.site.locations[0].dealership_id = 1
    const dir = tempDir({ 'demo-motors.json': broken })
    expect(errorOf(() => loadTenants(dir))).toMatch(
      /field "site\.locations\[0\]\.dealership_id": no dealership with id 1/,
    )
  })

  it('stops at the first bad file in name order and ignores non-JSON files', () => {
    const dir = tempDir({ 'a.json': '[', 'b.json': 'nope', 'notes.txt': 'ignored' })
    expect(errorOf(() => loadTenants(dir))).toMatch(/a\.json: invalid JSON/)
    expect(loadTenants(tempDir({ 'readme.md': '#' }))).toEqual([])
  })

  it('always throws a single line whatever single field is corrupted', () => {
    const paths: Array<(t: Record<string, any>, v: unknown) => void> = [
      (t, v) => {
        t.site.name = v
      },
      (t, v) => {
        t.site.locations[0].contact_detail.opening_hours[2].status = v
      },
      (t, v) => {
        t.promos[0].display = v
      },
      (t, v) => {
        t.reviews[3].rating = v
      },
      (t, v) => {
        t.site.template = v
      },
    ]
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: paths.length - 1 }),
        fc.oneof(
          fc.constant(null),
          fc.constant({}),
          fc.constant(true),
          fc.string().map((s) => [s]),
        ),
        (which, value) => {
          const broken = demoMotors()
          paths[which]!(broken, value)
          const message = errorOf(() => decodeTenantFile(JSON.stringify(broken), 'tenants/sites/demo-motors.json'))
          expect(message).not.toContain('\n')
          expect(message).toMatch(/^tenants\/sites\/demo-motors\.json: field "[^"]+": \S/)
        },
      ),
      { numRuns: 40 },
    )
  })
})

describe("a tenant file whose site is in the dashboard's shape (SPEC §3 flat names)", () => {
  it('loads, mapped onto SiteConfig', () => {
    const file = { site: everyFieldDashboardSite('demo-motors'), demo_stock: { seed: 1 } }
    const tenant = decodeTenantFile(JSON.stringify(file), 'tenants/sites/demo-motors.json')
    expect(tenant.site).toMatchObject({
      finance: { provider: 'Angle' },
      inventory: { include_sold_cars_days: 9 },
      flags: { build_model_pages: true },
    })
  })

  it('names a bad field as the dashboard names it, inside site', () => {
    const file = {
      site: { ...everyFieldDashboardSite('demo-motors'), payment_provider: 'PayPal' },
      demo_stock: { seed: 1 },
    }
    expect(errorOf(() => decodeTenantFile(JSON.stringify(file), 'x.json'))).toMatch(
      /^x\.json: field "site\.payment_provider":/,
    )
  })
})
