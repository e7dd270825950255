import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { buildForm } from './build-form.ts'
import { FIELD_TYPES, FORM_KINDS, allFields, field, initialValues, type FormDefinition } from './form-field.ts'
import { HEAR_ABOUT_US_OPTIONS, OPT_IN_TEXT } from './form-options.ts'
import { HEAR_ABOUT_US_OPTIONS as HEAR_ABOUT_US } from '../validation/options.ts'
import { car, dealership, location, site } from './testing/fixtures.ts'

const find = (def: FormDefinition, name: string) => allFields(def).find((f) => f.name === name)

describe('form field types', () => {
  it('covers all 36 field types of SPEC §3', () => {
    expect(FIELD_TYPES).toHaveLength(36)
    expect(new Set(FIELD_TYPES).size).toBe(36)
    for (const t of [
      'address',
      'card-expiry',
      'check-card',
      'radio-card-group',
      'service-interval',
      'star-rating',
      'tyres',
      'custom',
    ] as const) {
      expect(FIELD_TYPES).toContain(t)
    }
  })
  it('fields are required by default and validated by their type', () => {
    expect(field('email', 'email', 'Email')).toEqual({
      name: 'email',
      type: 'email',
      label: 'Email',
      required: true,
      validator: 'email',
    })
    expect(field('rego', 'rego', 'Rego', { required: false }).required).toBe(false)
  })
})

describe('buildForm: lead fields of SPEC §5', () => {
  const s = site()

  it('enquiry asks name, phone, email, required message and a ticked opt-in', () => {
    const def = buildForm('enquiry', s)
    expect(allFields(def).map((f) => [f.name, f.type, f.required])).toEqual([
      ['name', 'full-name', true],
      ['phone', 'phone', true],
      ['email', 'email', true],
      ['message', 'textarea', true],
      ['opt_in', 'opt-in', false],
    ])
    expect(find(def, 'opt_in')).toMatchObject({ defaultValue: true, text: OPT_IN_TEXT })
    expect(OPT_IN_TEXT).toBe('Yes, I would like to subscribe to receive latest offers & product updates.')
    expect(def.captcha).toBe(true)
    expect(def.eventId).toBe(22)
    expect(def.category).toBe('General Enquiry')
  })

  it('message is optional when configured, and always in request-photos and test-drive', () => {
    expect(find(buildForm('enquiry', site({ forms: { message_required: false } })), 'message')?.required).toBe(false)
    expect(find(buildForm('request-photos', s), 'message')?.required).toBe(false)
    expect(find(buildForm('test-drive', s), 'message')?.required).toBe(false)
    expect(find(buildForm('contact', s), 'message')?.required).toBe(true)
  })

  it('captcha follows the site setting', () => {
    expect(buildForm('contact', site({ forms: { captcha: false } })).captcha).toBe(false)
  })

  it('contact: category select required defaulting to General Enquiry, where-heard options, no dealership select for one dealership', () => {
    const def = buildForm('contact', s)
    expect(find(def, 'category')).toMatchObject({ type: 'select', required: true, defaultValue: 'General Enquiry' })
    // the list itself is pinned to the spec's wording in validators.test.ts
    expect(find(def, 'where_heard')?.options?.map((o) => o.value)).toEqual(HEAR_ABOUT_US)
    expect(HEAR_ABOUT_US_OPTIONS).toHaveLength(8)
    expect(find(def, 'dealership_slug')).toBeUndefined()
    expect(find(def, 'location_id')).toBeUndefined()
    expect(initialValues(def)).toEqual({ category: 'General Enquiry', opt_in: true })
  })

  it('dealership select is required when there are several dealerships; location select when there is a choice', () => {
    const multi = site({
      dealerships: [dealership(), dealership({ id: 11, slug: 'north', name: 'North' })],
      locations: [
        location(),
        location({ id: 2, name: 'North', slug: 'north', position: 0 }),
        location({ id: 3, visible: false }),
      ],
    })
    const def = buildForm('contact', multi)
    expect(find(def, 'dealership_slug')).toMatchObject({
      type: 'select',
      required: true,
      options: [
        { label: 'Springwood Motors', value: 'springwood-motors' },
        { label: 'North', value: 'north' },
      ],
    })
    expect(find(def, 'location_id')).toMatchObject({
      type: 'location-select',
      required: true,
      options: [
        { label: 'North', value: '2' },
        { label: 'Springwood', value: '1' },
      ],
    })
  })

  it('rego is optional and service intervals are required in a service booking', () => {
    const def = buildForm('service-booking', s)
    expect(def.steps).toHaveLength(3)
    expect(find(def, 'rego')?.required).toBe(false)
    expect(find(def, 'service_interval')).toMatchObject({ type: 'service-interval', required: true })
  })

  it('a car enquiry carries the car id and the car-type event', () => {
    const c = car({ car_type: 'new' })
    const def = buildForm('enquiry', s, c)
    expect(find(def, 'car_id')).toMatchObject({ type: 'hidden', defaultValue: 'car-1' })
    expect(def.carId).toBe('car-1')
    expect(def.eventId).toBe(14)
    expect(def.title).toBe('Enquire about 2021 Toyota Corolla Ascent')
    expect(buildForm('test-drive', s, car()).eventId).toBe(48)
  })

  it('trade-in becomes the four-step variant for a dealership that asks for it', () => {
    expect(buildForm('trade-in', s).steps).toHaveLength(2)
    const four = buildForm('trade-in', site({ dealerships: [dealership({ four_step_valuation_form: true })] }))
    expect(four.kind).toBe('trade-in-four-step')
    expect(four.steps).toHaveLength(4)
  })

  it('adds the Yes/No fields only for sites that send them', () => {
    expect(find(buildForm('sell-my-car', s), 'ready_to_sell')).toBeUndefined()
    const yn = site({ forms: { yes_no_fields: true } })
    expect(find(buildForm('sell-my-car', yn), 'ready_to_sell')).toMatchObject({
      type: 'check',
      required: false,
      label: 'Ready to sell',
    })
    expect(find(buildForm('enquiry', yn), 'best_deal')?.label).toBe('Best Deal')
  })

  it('has the thirteen forms of the product', () => {
    expect(FORM_KINDS).toHaveLength(13)
    expect(new Set(FORM_KINDS).size).toBe(13)
    expect(buildForm('finance-application', s).steps.length).toBeGreaterThan(1)
  })

  it.each(FORM_KINDS)('builds the %s form with a title and at least one field', (kind) => {
    const def = buildForm(kind, s)
    expect(def.kind).toBe(kind)
    expect(def.title).not.toBe('')
    expect(def.steps.flatMap((step) => step.fields).length).toBeGreaterThan(0)
  })
})

describe('buildForm properties', () => {
  const siteArb = fc
    .record({
      message_required: fc.boolean(),
      captcha: fc.boolean(),
      yes_no_fields: fc.boolean(),
      dealerships: fc.integer({ min: 1, max: 3 }),
      locations: fc.integer({ min: 1, max: 3 }),
    })
    .map((o) =>
      site({
        forms: { message_required: o.message_required, captcha: o.captcha, yes_no_fields: o.yes_no_fields },
        dealerships: Array.from({ length: o.dealerships }, (_, i) => dealership({ id: 10 + i, slug: `d${i}` })),
        locations: Array.from({ length: o.locations }, (_, i) => location({ id: i + 1 })),
      }),
    )
  const carArb = fc.option(
    fc.constantFrom('new' as const, 'used' as const, 'demo' as const).map((t) => car({ car_type: t })),
  )

  it('every form has steps, unique field names, name/phone/email required and opt-in optional', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORM_KINDS), siteArb, carArb, (kind, s, c) => {
        const def = buildForm(kind, s, c)
        const fields = allFields(def)
        expect(def.steps.length).toBeGreaterThan(0)
        expect(new Set(fields.map((f) => f.name)).size).toBe(fields.length)
        for (const n of ['name', 'phone', 'email']) expect(fields.find((f) => f.name === n)?.required).toBe(true)
        const opt = fields.find((f) => f.type === 'opt-in')
        if (opt) expect(opt).toMatchObject({ required: false, defaultValue: true })
        const dealershipSelect = fields.find((f) => f.name === 'dealership_slug')
        // shown only when there is a choice, and then required; always offered on the general forms
        if (dealershipSelect) expect(dealershipSelect.required && s.dealerships.length > 1).toBe(true)
        if (['contact', 'careers', 'parts'].includes(kind))
          expect(Boolean(dealershipSelect)).toBe(s.dealerships.length > 1)
        for (const f of fields) expect(FIELD_TYPES).toContain(f.type)
        const msg = fields.find((f) => f.name === 'message')
        if (msg && kind !== 'request-photos' && kind !== 'test-drive')
          expect(msg.required).toBe(s.forms.message_required)
        expect(def.captcha).toBe(s.forms.captcha)
      }),
    )
  })
})
