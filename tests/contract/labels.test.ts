import { describe, expect, it } from 'vitest'
import { BODY_TYPES, bodyTypeLabel } from '@domain/cars/body-types.ts'
import { inSentence, vehicleTypeLabelPlural } from '@domain/tenancy/vehicle-label.ts'
import { loadTenants } from '@adapters/tenants-files/load-tenants.ts'
import { generateStock } from '@tenants/demo-stock/generate-stock.ts'
import { specRows } from '@domain/cars/spec-rows.ts'
import { DEMO_NOW } from './support/demo-search.ts'
import { FORM_KINDS } from '@domain/forms/form-field.ts'
import { buildForm } from '@domain/forms/build-form.ts'
import { publicSite } from '@domain/tenancy/public-site.schema.ts'
import { namesCategory, receivedLine } from '@domain/leads/success-message.ts'
import { financeStrip } from '@domain/finance/finance-strip.ts'
import { listingHeading } from '@domain/search/active-filters.ts'
import { parseSearchUrl } from '@domain/search/search-url.ts'
import { searchUrlContext } from '@domain/search/search-paths.ts'

/** What every tenant's pages call its vehicles and body types: shopper words, never raw data values. */
const tenants = loadTenants()
const RAW = /^[a-z]|[a-z][A-Z]/

describe.each(tenants.map((t) => [t.site.slug, t] as const))('labels on %s', (_, tenant) => {
  const cars = generateStock(tenant, { nowMs: DEMO_NOW })
  const site = publicSite(tenant.site)
  const year = new Date(DEMO_NOW).getUTCFullYear()

  it('the thank-you line names every form in its own words', () => {
    for (const kind of FORM_KINDS) {
      const { category } = buildForm(kind, site)
      expect(namesCategory(category), `${kind}: ${category}`).toBe(true)
      expect(receivedLine(category)).not.toMatch(/your (careers|sell my car|request photos|general enquiry)\b/i)
    }
  })

  it("a finance figure is with a lender, never with 'Manual'", () => {
    const strips = cars.map((car) => financeStrip(car, site, year)).filter((s) => s !== null)
    if (site.finance.provider === null) expect(strips).toEqual([])
    else expect(strips.length).toBeGreaterThan(0)
    for (const strip of strips) {
      expect(strip.lender).not.toBe('Manual')
      expect(strip.disclaimer).not.toMatch(/with Manual/)
    }
  })

  it('every body type and landing page is headed for what it lists, never the vehicle word alone', () => {
    const ctx = searchUrlContext(site)
    const plain = listingHeading(parseSearchUrl('/search', '', ctx), site)
    const paths = [
      ...BODY_TYPES.map((body) => `/search/${body.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`),
      '/search/7-seater-cars',
      '/search/cars-under-100-per-week',
      '/search/100-to-125-per-week',
      '/search/175-plus-per-week',
    ]
    for (const path of paths) {
      const heading = listingHeading(parseSearchUrl(path, '', ctx), site)
      expect(heading, path).not.toBe(plain)
      expect(heading, path).not.toMatch(RAW)
    }
  })

  it('a make is named once in its heading', () => {
    const ctx = searchUrlContext(site)
    for (const make of new Set(cars.map((car) => car.make))) {
      const heading = listingHeading(
        parseSearchUrl(`/search`, `refinementList[make][0]=${encodeURIComponent(make)}`, ctx),
        site,
      )
      expect(heading).not.toMatch(/\b(\w+) \1\b/i)
    }
  })

  it("the spec table's body reads as a label, for every body type in stock", () => {
    const bodies = new Set(
      cars.flatMap((car) =>
        specRows(car)
          .filter(([label]) => label === 'Body')
          .map(([, v]) => v),
      ),
    )
    expect(bodies.size).toBeGreaterThan(0)
    expect([...bodies].filter((b) => RAW.test(b))).toEqual([])
  })

  it('the vehicle word inside a sentence keeps its initials (RVs, not rvs)', () => {
    const plural = vehicleTypeLabelPlural(tenant.site.template)
    const shown = inSentence(plural)
    expect(shown.toLowerCase()).toBe(plural.toLowerCase())
    if (/[A-Z].*[A-Z]/.test(plural)) expect(shown).toBe(plural)
    else expect(shown).toBe(plural.toLowerCase())
  })
})

it('every SPEC §3 body type has a label a shopper reads', () => {
  expect(BODY_TYPES.map(bodyTypeLabel).filter((label) => RAW.test(label))).toEqual([])
  expect(['suv', 'softtop', 'lightTruck'].map(bodyTypeLabel)).toEqual(['SUV', 'Soft Top', 'Light Truck'])
  expect(inSentence('RVs')).toBe('RVs')
  expect(inSentence('Cars')).toBe('cars')
})
