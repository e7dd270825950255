import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { buildForm } from './build-form.ts'
import { FORM_KINDS } from './form-field.ts'
import { makeSite } from '../tenancy/site.fixture.ts'
import { decorateForm, financePrefill } from './form-decorations.ts'
import { makeDealership } from '../tenancy/dealership.fixture.ts'
import type { Dealership } from '../tenancy/dealership.schema.ts'

const dealer = (over: Partial<Dealership> = {}) => makeDealership('d', 1, { name: 'D', ...over })

describe('form decorations', () => {
  it('adds the captcha to the first step by default, not where captcha is off', () => {
    const on = decorateForm(buildForm('finance-application', makeSite()), makeSite())
    expect(on.steps[0]!.fields.at(-1)).toMatchObject({
      name: 'captcha_answer',
      type: 'custom',
      component: 'captcha',
      required: true,
    })
    expect(
      on.steps
        .slice(1)
        .flatMap((s) => s.fields)
        .some((f) => f.name === 'captcha_answer'),
    ).toBe(false)
    const offSite = makeSite({ forms: { captcha: false } })
    expect(
      decorateForm(buildForm('contact', offSite), offSite).steps[0]!.fields.some((f) => f.name === 'captcha_answer'),
    ).toBe(false)
  })
  it('offers valuation rejection right after the rego where the dealership enables it', () => {
    const site = makeSite({ dealerships: [dealer({ enable_valuation_offer_rejection: true })] })
    const names = decorateForm(buildForm('trade-in', site), site).steps[0]!.fields.map((f) => f.name)
    expect(names.slice(0, 2)).toEqual(['rego', 'offer_rejected'])
    const plain = makeSite({ dealerships: [dealer()] })
    expect(decorateForm(buildForm('trade-in', plain), plain).steps[0]!.fields.map((f) => f.name)).not.toContain(
      'offer_rejected',
    )
  })
  it('property: decoration only adds fields, never removes or reorders the domain ones', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORM_KINDS), fc.boolean(), fc.boolean(), (kind, captcha, rejection) => {
        const site = makeSite({
          forms: { captcha },
          dealerships: [dealer({ enable_valuation_offer_rejection: rejection })],
        })
        const def = buildForm(kind, site)
        const decorated = decorateForm(def, site)
        expect(decorated.steps.length).toBe(def.steps.length)
        decorated.steps.forEach((s, i) => {
          const extra = new Set(['captcha_answer', 'offer_rejected'])
          expect(s.fields.filter((f) => !extra.has(f.name))).toEqual(def.steps[i]!.fields)
        })
      }),
    )
  })
  it('reads finance link parameters into form values', () => {
    const site = makeSite()
    expect(
      financePrefill(
        { preferredDealership: 'demo-motors', vehiclePriceBudget: '$25,990', car_id: 'abc-1', car_type: 'used' },
        site,
      ),
    ).toEqual({ dealership_slug: 'demo-motors', loan_amount: 25990, car_id: 'abc-1', car_type: 'used' })
    expect(
      financePrefill(
        { preferredDealership: 'elsewhere', vehiclePriceBudget: 'lots', car_id: '<x>', car_type: 'stolen' },
        site,
      ),
    ).toEqual({})
  })
})
