import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { buildForm } from '../forms/build-form.ts'
import { FORM_KINDS, allFields, type FieldDefinition, type FieldValue, type FormKind } from '../forms/form-field.ts'
import { car, dealership, location, site } from '../forms/testing/fixtures.ts'
import { makeLeadPayload } from './testing/lead-fixture.ts'
import { leadAnswer } from './lead-answers.ts'
import { NO_CONTACT, NO_NAME, REQUIRED_BY_FORM, missingLeadAnswer, requiredFields } from './lead-completeness.ts'
import { buildLeadPayload } from './lead-payload.ts'
import type { LeadPayload } from './lead-payload.schema.ts'

const NOW = Date.UTC(2024, 2, 15, 2, 0, 0)

/** Sites whose forms differ: one dealership and location, or three of each (then Dealership and Location selects). */
const SITES = [
  site(),
  site({ forms: { message_required: false, yes_no_fields: true } }),
  site({
    dealerships: [
      dealership(),
      dealership({ id: 11, slug: 'north-motors', name: 'North Motors', four_step_valuation_form: true }),
      dealership({ id: 12, slug: 'south-motors', name: 'South Motors' }),
    ],
    locations: [
      location(),
      location({ id: 2, slug: 'north', name: 'North', position: 2, location_type: 'service' }),
      location({ id: 3, slug: 'south', name: 'South', position: 3, location_type: 'parts' }),
      location({ id: 4, slug: 'east', name: 'East', position: 4 }),
    ],
  }),
]

const text = fc
  .string({ minLength: 1, maxLength: 20 })
  .filter((s) => s.trim() !== '')
  .map((s) => s.trim())

/** An answer a shopper could give `field` (the browser's validators are not the point here: presence is). */
function answerOf(field: FieldDefinition): fc.Arbitrary<FieldValue> {
  const first = field.options?.[0]?.value
  switch (field.type) {
    case 'email':
      return fc.constant('pat@example.com')
    case 'phone':
      return fc.constant('0412 345 678')
    case 'postcode':
      return fc.constant('4000')
    case 'file':
      return fc.constant([`upload:${field.name}-upload-0001`])
    case 'check-group':
      return fc.constant([first ?? 'x'])
    case 'check':
    case 'opt-in':
      return fc.boolean()
    case 'currency':
    case 'number':
    case 'kilometre':
      return fc.integer({ min: 1, max: 500_000 })
    default:
      return first !== undefined ? fc.constant(first) : text
  }
}

/** Answers to every required field of `fields`, and to some of the optional ones. */
const answersOf = (fields: readonly FieldDefinition[]) =>
  fc.record(
    Object.fromEntries(
      fields
        .filter((f) => f.type !== 'hidden' && f.type !== 'button')
        .map((f) => [f.name, f.required ? answerOf(f) : fc.option(answerOf(f), { nil: undefined })]),
    ),
  )

/** A case: a form of a site, about a car or not, answered fully (the last step saved: the lead is complete). */
const formCase = fc
  .record({
    kind: fc.constantFrom(...FORM_KINDS),
    site: fc.constantFrom(...SITES),
    withCar: fc.boolean(),
  })
  .chain(({ kind, site: s, withCar }) => {
    const about = withCar ? car() : null
    const def = buildForm(kind, s, about)
    return answersOf(allFields(def)).map((values) => ({ def, site: s, car: about, values }))
  })

function leadOf(
  c: {
    def: { kind: FormKind; category: string }
    site: ReturnType<typeof site>
    car: ReturnType<typeof car> | null
    values: Record<string, FieldValue>
  },
  complete = true,
): LeadPayload {
  return buildLeadPayload({
    values: c.values,
    site: c.site,
    car: c.car,
    category: c.def.category,
    form: c.def.kind,
    page: { url: 'https://springwoodmotors.com.au/form', userAgent: 'UA' },
    tracking: { visited_pages: [], linked_query_params: {} },
    progress: { stepNumber: 1, skippedSteps: [], complete, leadId: null },
    nowMs: NOW,
  })
}

const blank = (value: FieldValue): FieldValue => (Array.isArray(value) ? [] : typeof value === 'boolean' ? false : '')

describe('a completed lead against the form it came from (the definitions the browser validates with)', () => {
  it('a lead the browser builds from a form with every required field answered is complete, on every form and site', () => {
    fc.assert(
      fc.property(formCase, (c) => {
        expect(missingLeadAnswer(leadOf(c), c.site)).toBeNull()
      }),
      { numRuns: 400 },
    )
  })

  it('a required answer the lead lacks is named by where the lead keeps it; a fallback the browser fills is no lack', () => {
    const withBlank = formCase.chain((c) => {
      const required = requiredFields(c.def.kind, c.site, leadOf(c)).fields
      return fc.constantFrom(...required).map((field) => ({ ...c, field }))
    })
    fc.assert(
      fc.property(withBlank, (c) => {
        const lead = leadOf({ ...c, values: { ...c.values, [c.field.name]: blank(c.values[c.field.name]) } })
        const answer = leadAnswer(lead, c.field)
        const problem = missingLeadAnswer(lead, c.site)
        if (
          answer.value === null ||
          answer.value === undefined ||
          answer.value === '' ||
          (Array.isArray(answer.value) && answer.value.length === 0)
        )
          expect(problem?.field).toBe(answer.path)
        else expect(problem).toBeNull()
      }),
      { numRuns: 600 },
    )
  })

  it('a lead still in progress is not held to it', () => {
    fc.assert(
      fc.property(formCase, (c) => {
        const lead = leadOf({ ...c, values: {} }, false)
        expect(missingLeadAnswer(lead, c.site)).toBeNull()
      }),
    )
  })

  it('names the form and the field: a careers lead without its résumé, a service booking without its interval', () => {
    const s = site()
    const careers = makeLeadPayload({
      form: 'careers',
      form_completed: true,
      lead_status: 'Complete',
      extra: { position: 'Advisor' },
    })
    expect(missingLeadAnswer(careers, s)).toEqual({ field: 'lead.attachments', message: REQUIRED_BY_FORM('Careers') })
    const service = makeLeadPayload({
      form: 'service-booking',
      form_completed: true,
      Rego: 'ABC123',
      'Vehicle Make': 'Kia',
      'Vehicle Model': 'Rio',
      extra: { year: 2019, km: 1000, preferred_time: '2030-01-01T10:00' },
    })
    expect(missingLeadAnswer(service, s)).toEqual({
      field: 'lead.extra.service_interval',
      message: REQUIRED_BY_FORM('Book a service'),
    })
  })
})

describe('SPEC §3 on every completed lead, from any form or none', () => {
  const complete = (over: Partial<LeadPayload>) =>
    makeLeadPayload({ form_completed: true, lead_status: 'Complete', ...over })

  it('needs a name once an empty name or "undefined undefined" falls back to first_name', () => {
    const s = site()
    expect(missingLeadAnswer(complete({ name: '', first_name: 'Jo' }), s)).toBeNull()
    expect(missingLeadAnswer(complete({ name: 'undefined undefined', first_name: 'Jo' }), s)).toBeNull()
    for (const [name, first_name] of [
      ['', null],
      ['undefined undefined', ''],
      [null, '   '],
      ['  ', undefined],
    ] as const)
      expect(missingLeadAnswer(complete({ name, first_name }), s)).toEqual({ field: 'lead.name', message: NO_NAME })
  })

  it('needs an email or a phone number', () => {
    const s = site()
    expect(missingLeadAnswer(complete({ email: null, phone: '0412 345 678' }), s)).toBeNull()
    expect(missingLeadAnswer(complete({ email: 'jo@example.com', phone: '' }), s)).toBeNull()
    expect(missingLeadAnswer(complete({ email: ' ', phone: null }), s)).toEqual({
      field: 'lead.email',
      message: NO_CONTACT,
    })
    expect(missingLeadAnswer(complete({ email: undefined, phone: undefined }), s)).toEqual({
      field: 'lead.email',
      message: NO_CONTACT,
    })
  })

  it('a lead marked Complete by its status alone counts as completed', () => {
    expect(missingLeadAnswer(makeLeadPayload({ lead_status: 'Complete', email: null, phone: null }), site())).toEqual({
      field: 'lead.email',
      message: NO_CONTACT,
    })
  })
})
