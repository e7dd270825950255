import { field, type FieldValue, type FormDefinition } from './form-field.ts'
import type { Car } from '../cars/car.schema.ts'
import type { PublicSite } from '../tenancy/public-site.schema.ts'
import { CAPTCHA_ANSWER_FIELD } from './captcha-fields.ts'

/** The captcha of a form: a custom field on the first step, so its token travels with every saved step. */
export const CAPTCHA_FIELD = field('custom', CAPTCHA_ANSWER_FIELD, 'Security check', { component: 'captcha' })

export const OFFER_REJECTION_FIELD = field(
  'check',
  'offer_rejected',
  'I do not accept this valuation. Please contact me to discuss it.',
  {
    required: false,
    defaultValue: false,
  },
)

/** The dealership a form is filed under: the car's, else the site's own, else its first. */
export function formDealership(site: PublicSite, car?: Pick<Car, 'dealership_id'> | null) {
  return (
    site.dealerships.find((d) => d.id === (car?.dealership_id ?? site.dealership_id)) ?? site.dealerships[0] ?? null
  )
}

export const isTradeIn = (def: Pick<FormDefinition, 'kind'>) =>
  def.kind === 'trade-in' || def.kind === 'trade-in-four-step'

/**
 * What the page adds to a domain definition: the captcha where the form has one, and on trade-in forms of a
 * dealership with valuation-offer rejection, the shopper's way to reject the valuation (sent with the lead).
 */
export function decorateForm(def: FormDefinition, site: PublicSite, car?: Car | null): FormDefinition {
  const rejection = isTradeIn(def) && formDealership(site, car)?.enable_valuation_offer_rejection === true
  const steps = def.steps.map((step, i) => {
    let fields = step.fields
    if (i === 0 && rejection) {
      const at = fields.findIndex((f) => f.type === 'rego')
      fields = [...fields.slice(0, at + 1), OFFER_REJECTION_FIELD, ...fields.slice(at + 1)]
    }
    if (i === 0 && def.captcha) fields = [...fields, CAPTCHA_FIELD]
    return fields === step.fields ? step : { ...step, fields }
  })
  return { ...def, steps }
}

/** Finance links carry preferredDealership, vehiclePriceBudget, car_id and car_type (SPEC §2): as form values. */
export function financePrefill(
  search: Readonly<Record<string, unknown>>,
  site: PublicSite,
): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {}
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '')
  const dealership = text(search.preferredDealership)
  if (dealership && site.dealerships.some((d) => d.slug === dealership)) out.dealership_slug = dealership
  const budget = Number(text(search.vehiclePriceBudget).replace(/[$,\s]/g, ''))
  if (text(search.vehiclePriceBudget) && Number.isFinite(budget) && budget > 0) out.loan_amount = Math.round(budget)
  const carId = text(search.car_id)
  if (/^[A-Za-z0-9_-]{1,64}$/.test(carId)) out.car_id = carId
  const carType = text(search.car_type)
  if (carType === 'new' || carType === 'used' || carType === 'demo') out.car_type = carType
  return out
}
