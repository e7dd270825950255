import type { CarType } from '../cars/car.schema.ts'

/** SPEC §5 'Where did you hear about us' options. */
export const HEAR_ABOUT_US_OPTIONS = [
  'Facebook Marketplace',
  'Facebook',
  'Instagram',
  'Google',
  'Word of Mouth',
  'Car Sales',
  'Repeat Customer',
  'Other',
] as const

/** SPEC §9 enquiry types. */
export const ENQUIRY_TYPES = [
  'General',
  'Service',
  'Parts',
  'New Vehicle',
  'Used Vehicle',
  'Fleet',
  'Finance',
  'Careers',
  'Sell My Car',
] as const
export type EnquiryType = (typeof ENQUIRY_TYPES)[number]

/** SPEC §5: the category select defaults to General Enquiry. */
export const DEFAULT_CATEGORY = 'General Enquiry'

/** The category an enquiry type files under: 'X Enquiry', except Careers and Sell My Car which stand alone. */
export const enquiryCategory = (type: EnquiryType): string =>
  type === 'Careers' || type === 'Sell My Car' ? type : `${type} Enquiry`

export const ENQUIRY_CATEGORIES: readonly string[] = ENQUIRY_TYPES.map(enquiryCategory)

/** SPEC §9 car types. */
export const CAR_TYPES: readonly CarType[] = ['new', 'used', 'demo']
