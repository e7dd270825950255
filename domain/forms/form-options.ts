import { options } from './form-field.ts'
import { DEFAULT_CATEGORY, HEAR_ABOUT_US_OPTIONS as HEAR_ABOUT_US, ENQUIRY_CATEGORIES } from '../validation/options.ts'
import { REQUIRED_MESSAGE } from '../validation/validators.ts'

/** SPEC §5 texts and option lists shared by the lead forms; the values live in domain/validation. */
export const OPT_IN_TEXT = 'Yes, I would like to subscribe to receive latest offers & product updates.'
export { REQUIRED_MESSAGE, DEFAULT_CATEGORY }

export const HEAR_ABOUT_US_OPTIONS = options(...HEAR_ABOUT_US)

/** The spec's shared category list is not shown; these follow the enquiry types of SPEC §9. */
export const CATEGORY_OPTIONS = options(...ENQUIRY_CATEGORIES)

export const YES_NO_OPTIONS = options('Yes', 'No')

/** The Yes/No lead fields one site sends (SPEC §3): form field name → lead payload key. */
export const YES_NO_LEAD_FIELDS = {
  ready_to_sell: 'Ready to sell',
  valuation_guide: 'Valuation guide',
  best_finance: 'Best Finance',
  best_deal: 'Best Deal',
} as const
export type YesNoFieldName = keyof typeof YES_NO_LEAD_FIELDS
