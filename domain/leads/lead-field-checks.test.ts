import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeSite } from '../tenancy/site.fixture.ts'
import { INVALID_EMAIL_MESSAGE, INVALID_POSTCODE_MESSAGE } from '../validation/validators.ts'
import { PHONE_NOT_AU_OR_NZ, PHONE_TOO_MANY_CHARACTERS } from '../phone/validate-phone.ts'
import { DOB_IN_FUTURE_MESSAGE, INVALID_DATE_MESSAGE } from '../validation/date-of-birth.ts'
import type { LeadPayload } from './lead-payload.schema.ts'
import { buildLeadPayload } from './lead-payload.ts'
import { buildForm } from '../forms/build-form.ts'
import { FORM_KINDS, type FieldDefinition, type FieldValue } from '../forms/form-field.ts'
import { car as formCar, site as formSite } from '../forms/testing/fixtures.ts'
import {
  BLANK,
  LEAD_LIST_LIMITS,
  LEAD_TEXT_LIMITS,
  NOT_HTTP_URL,
  NOT_IN_RANGE,
  TOO_LONG,
  TOO_MANY,
  checkLeadFields,
  isHttpAddress,
} from './lead-field-checks.ts'

const site = makeSite()
const nzSite = makeSite({ locale: { ...site.locale, country: 'NZ' } })
const numericSite = makeSite({ forms: { ...site.forms, numeric_phone: true } })

/** A step-one lead as the form builds it: only what the shopper has answered so far. */
const lead = (over: Partial<Record<keyof LeadPayload, unknown>> = {}): LeadPayload =>
  ({
    category: 'General Enquiry',
    dealership_slug: 'demo-motors',
    website_slug: 'demo-motors',
    source: 'Website',
    form_completed: false,
    ...over,
  }) as LeadPayload

describe('checkLeadFields: the repros of issue 16 item 8', () => {
  it.each([
    [{ email: 'not-an-email' }, 'lead.email', INVALID_EMAIL_MESSAGE],
    [{ phone: 'abc<script>' }, 'lead.phone', PHONE_NOT_AU_OR_NZ],
    [{ postcode: 'ABCDEFGHIJKL' }, 'lead.postcode', INVALID_POSTCODE_MESSAGE],
    [{ url: 'javascript:alert(1)' }, 'lead.url', NOT_HTTP_URL],
    [{ day: 1e308 }, 'lead.day', NOT_IN_RANGE(1, 31)],
  ])('%o is refused naming %s', (over, field, message) => {
    expect(checkLeadFields(lead(over), site)).toEqual({ field, message })
  })
})

describe('checkLeadFields: a date of birth (issue 30 item 9)', () => {
  const now = Date.UTC(2026, 11, 7, 22, 0)
  it('refuses a date of birth after the latest day anywhere, naming it, with a clear message', () => {
    for (const dob of ['2026-12-09', '2030-01-01'])
      expect(checkLeadFields(lead({ extra: { dob } }), site, now)).toEqual({
        field: 'lead.extra.dob',
        message: DOB_IN_FUTURE_MESSAGE,
      })
    expect(checkLeadFields(lead({ extra: { dob: '1990-02-30' } }), site, now)).toEqual({
      field: 'lead.extra.dob',
      message: INVALID_DATE_MESSAGE,
    })
  })
  it("accepts any day up to the furthest-ahead zone's today (Kiritimati is already on 8 December)", () => {
    for (const dob of ['2026-12-08', '2026-12-07', '1970-01-01'])
      expect(checkLeadFields(lead({ extra: { dob } }), site, now)).toBeNull()
  })
})

describe('checkLeadFields', () => {
  it('a lead with nothing but its required keys is valid: absent fields are not demanded', () => {
    expect(checkLeadFields(lead(), site)).toBeNull()
    expect(checkLeadFields(lead({ email: null, phone: null, postcode: null, day: null }), site)).toBeNull()
  })
  it('a full lead as the form builds it passes', () => {
    const built = buildLeadPayload({
      values: {
        name: 'Jo Citizen',
        phone: '+61 412 345 678',
        email: 'jo@example.com',
        postcode: '4000',
        message: 'Hi',
        make: 'Kia',
        colour: 'red',
      },
      site,
      page: { url: 'https://demo-motors.localhost/cars/x?utm_source=g', userAgent: 'Mozilla/5.0' },
      tracking: { visited_pages: ['/', '/cars/x'], linked_query_params: { gclid: 'g1' } },
      progress: { stepNumber: 2, skippedSteps: [{ from: 1, to: 2 }], complete: true, leadId: 'L1', eventId: 22 },
      nowMs: Date.UTC(2026, 10, 23),
    })
    expect(checkLeadFields(built, site)).toBeNull()
  })
  it('phones follow the site: NZ numbers on NZ sites, length only on numeric-entry sites', () => {
    expect(checkLeadFields(lead({ phone: '022 123 456' }), site)).toEqual({
      field: 'lead.phone',
      message: PHONE_NOT_AU_OR_NZ,
    })
    expect(checkLeadFields(lead({ phone: '022 123 456' }), nzSite)).toBeNull()
    expect(checkLeadFields(lead({ phone: '123456789012345' }), numericSite)).toEqual({
      field: 'lead.phone',
      message: PHONE_TOO_MANY_CHARACTERS,
    })
    expect(checkLeadFields(lead({ phone: '12345' }), numericSite)).toBeNull()
  })
  it('dates are whole numbers in range, as numbers or digits', () => {
    expect(checkLeadFields(lead({ day: 31, month: '12', year: 2026 }), site)).toBeNull()
    expect(checkLeadFields(lead({ month: 13 }), site)).toEqual({ field: 'lead.month', message: NOT_IN_RANGE(1, 12) })
    expect(checkLeadFields(lead({ year: '1e3' }), site)).toEqual({
      field: 'lead.year',
      message: NOT_IN_RANGE(2000, 2100),
    })
    expect(checkLeadFields(lead({ day: 1.5 }), site)).toEqual({ field: 'lead.day', message: NOT_IN_RANGE(1, 31) })
  })
  it('bounds every text, list and map, naming the entry', () => {
    expect(checkLeadFields(lead({ name: 'x'.repeat(LEAD_TEXT_LIMITS.short + 1) }), site)).toEqual({
      field: 'lead.name',
      message: TOO_LONG(200),
    })
    expect(checkLeadFields(lead({ message: 'x'.repeat(LEAD_TEXT_LIMITS.long) }), site)).toBeNull()
    expect(checkLeadFields(lead({ message: 'x'.repeat(LEAD_TEXT_LIMITS.long + 1) }), site)).toEqual({
      field: 'lead.message',
      message: TOO_LONG(10_000),
    })
    expect(checkLeadFields(lead({ visited_pages: Array.from({ length: 51 }, () => '/') }), site)).toEqual({
      field: 'lead.visited_pages',
      message: TOO_MANY(LEAD_LIST_LIMITS.visited_pages),
    })
    expect(checkLeadFields(lead({ visited_pages: ['/', 'x'.repeat(3000)] }), site)).toEqual({
      field: 'lead.visited_pages[1]',
      message: TOO_LONG(2048),
    })
    expect(checkLeadFields(lead({ extra: { colour: 'x'.repeat(10_001) } }), site)).toEqual({
      field: 'lead.extra.colour',
      message: TOO_LONG(10_000),
    })
    expect(checkLeadFields(lead({ skipped_steps: [{ from: 1, to: 1e9 }] }), site)).toEqual({
      field: 'lead.skipped_steps[0]',
      message: NOT_IN_RANGE(0, 100),
    })
    expect(checkLeadFields(lead({ category: '  ' }), site)).toEqual({ field: 'lead.category', message: BLANK })
  })
  it('the page address is http(s) only', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' data:text/html,x',
      'vbscript:x',
      'http//x',
      'ftp://x.example',
    ]) {
      expect(isHttpAddress(bad)).toBe(false)
    }
    for (const good of [
      'http://demo-motors.localhost/',
      'https://dealer.example/cars?x=1#y',
      'HTTPS://DEALER.EXAMPLE/',
    ]) {
      expect(isHttpAddress(good)).toBe(true)
    }
  })
})

describe('checkLeadFields properties', () => {
  const validLead = fc.record(
    {
      name: fc.string({ maxLength: 200 }),
      email: fc.constantFrom('jo@example.com', 'a.b+c@dealer.com.au', null),
      phone: fc.constantFrom('0412 345 678', '+61 7 3000 0000', '(02) 9999 0000', '', null),
      postcode: fc.option(fc.stringMatching(/^\d{4}$/)),
      message: fc.string({ maxLength: 500 }),
      day: fc.integer({ min: 1, max: 31 }),
      month: fc.integer({ min: 1, max: 12 }),
      year: fc.integer({ min: 2000, max: 2100 }),
      url: fc.webUrl({ validSchemes: ['http', 'https'] }),
      visited_pages: fc.array(fc.webPath(), { maxLength: 50 }),
    },
    { requiredKeys: [] },
  )
  it('any subset of valid answers passes (a lead saved at any step)', () => {
    fc.assert(
      fc.property(validLead, (over) => {
        expect(checkLeadFields(lead(over), site)).toBeNull()
      }),
    )
  })
  it('one bad field among valid ones is the one named', () => {
    const bad = fc.constantFrom<[string, unknown]>(
      ['email', 'no-at-sign'],
      ['phone', 'call me'],
      ['postcode', '40000'],
      ['url', 'javascript:void 0'],
      ['day', 0],
      ['month', 99],
      ['year', 1e308],
      ['name', 'n'.repeat(201)],
    )
    fc.assert(
      fc.property(validLead, bad, (over, [field, value]) => {
        expect(checkLeadFields(lead({ ...over, [field]: value }), site)?.field).toBe(`lead.${field}`)
      }),
    )
  })
  it('never throws, whatever the field values', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('email', 'phone', 'postcode', 'url', 'day', 'year', 'extra', 'visited_pages', 'page_id'),
          fc.anything({ maxDepth: 2, maxKeys: 5 }),
        ),
        (over) => {
          const problem = checkLeadFields(lead(over), site)
          expect(problem === null || problem.field.startsWith('lead.')).toBe(true)
        },
      ),
    )
  })
})

describe('checkLeadFields takes what every form sends at every step', () => {
  /** A valid answer for a field, as a shopper would give it. */
  const answer = (f: FieldDefinition): FieldValue => {
    if (f.options && f.options.length > 0) return f.type === 'check-group' ? [f.options[0]!.value] : f.options[0]!.value
    switch (f.type) {
      case 'phone':
        return '0412 345 678'
      case 'email':
        return 'jo@example.com'
      case 'postcode':
        return '4000'
      case 'check':
      case 'opt-in':
      case 'check-card':
        return true
      case 'year':
        return '2020'
      case 'number':
      case 'currency':
      case 'kilometre':
      case 'distance':
        return '25000'
      default:
        return f.defaultValue ?? 'Some answer'
    }
  }
  it.each(FORM_KINDS)('%s', (kind) => {
    const s = formSite()
    for (const withCar of [null, formCar()]) {
      const def = buildForm(kind, s, withCar)
      const values: Record<string, FieldValue> = {}
      def.steps.forEach((step, i) => {
        for (const f of step.fields) values[f.name] = answer(f)
        const built = buildLeadPayload({
          values,
          site: s,
          car: withCar,
          category: def.category,
          page: {
            url: 'http://demo-motors.localhost:4310/finance?utm_source=x',
            userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
          },
          tracking: { visited_pages: ['/', '/finance'], linked_query_params: { utm_source: 'x' } },
          progress: {
            stepNumber: i + 1,
            skippedSteps: [],
            complete: i === def.steps.length - 1,
            leadId: i > 0 ? 'L1' : null,
            eventId: def.eventId,
          },
          nowMs: Date.UTC(2026, 10, 23, 21),
        })
        expect(checkLeadFields(built, s), `${kind} step ${i + 1}`).toBeNull()
      })
    }
  })
})
