import { options } from './form-field.ts'

/** SPEC §5 texts and option lists shared by the lead forms. */
export const OPT_IN_TEXT = 'Yes, I would like to subscribe to receive latest offers & product updates.'
export const REQUIRED_MESSAGE = '*This is a required field.'
export const DEFAULT_CATEGORY = 'General Enquiry'

export const HEAR_ABOUT_US_OPTIONS = options(
  'Facebook Marketplace', 'Facebook', 'Instagram', 'Google', 'Word of Mouth', 'Car Sales', 'Repeat Customer', 'Other',
)

/** The spec's shared category list is not shown; these follow the enquiry types of SPEC §9. */
export const CATEGORY_OPTIONS = options(
  'General Enquiry', 'Service Enquiry', 'Parts Enquiry', 'New Vehicle Enquiry', 'Used Vehicle Enquiry',
  'Fleet Enquiry', 'Finance Enquiry', 'Careers', 'Sell My Car',
)

export const YES_NO_OPTIONS = options('Yes', 'No')

/** The Yes/No lead fields one site sends (SPEC §3): form field name → lead payload key. */
export const YES_NO_LEAD_FIELDS = {
  ready_to_sell: 'Ready to sell',
  valuation_guide: 'Valuation guide',
  best_finance: 'Best Finance',
  best_deal: 'Best Deal',
} as const
export type YesNoFieldName = keyof typeof YES_NO_LEAD_FIELDS
