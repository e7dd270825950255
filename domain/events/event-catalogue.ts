import type { Car } from '../cars/car.schema.ts'

/**
 * SPEC §9 lead and tracking event ids 1–56. The spec names some ids exactly; the page views and form submissions it
 * lists without numbers are given the free ids below in the order the spec lists them (page views 1–12, form
 * submissions in the next free ids). Ids the spec leaves over are kept as 'reserved' so every id 1–56 has one entry
 * and no id is reused by accident.
 */
export type EventKind =
  | 'lead'
  | 'interaction'
  | 'page_view'
  | 'form_submission'
  | 'authentication'
  | 'webchat'
  | 'reserved'

export interface EventDefinition {
  readonly id: number
  readonly key: string
  readonly name: string
  readonly kind: EventKind
}

const e = (id: number, key: string, name: string, kind: EventKind): EventDefinition => ({ id, key, name, kind })

export const EVENT_CATALOGUE: readonly EventDefinition[] = [
  e(1, 'page_view_home', 'Home page view', 'page_view'),
  e(2, 'page_view_inventory', 'Inventory page view', 'page_view'),
  e(3, 'page_view_details', 'Vehicle details page view', 'page_view'),
  e(4, 'page_view_special_offers', 'Special offers page view', 'page_view'),
  e(5, 'page_view_fleet', 'Fleet page view', 'page_view'),
  e(6, 'page_view_service', 'Service page view', 'page_view'),
  e(7, 'page_view_parts', 'Parts page view', 'page_view'),
  e(8, 'page_view_finance', 'Finance page view', 'page_view'),
  e(9, 'page_view_insurance', 'Insurance page view', 'page_view'),
  e(10, 'page_view_ownership', 'Ownership page view', 'page_view'),
  e(11, 'page_view_contact', 'Contact page view', 'page_view'),
  e(12, 'page_view_about', 'About page view', 'page_view'),
  e(13, 'form_trade_in', 'Trade-in form submission', 'form_submission'),
  e(14, 'new_car_enquiry', 'New car enquiry', 'lead'),
  e(15, 'used_car_enquiry', 'Used car enquiry', 'lead'),
  e(16, 'form_fleet', 'Fleet form submission', 'form_submission'),
  e(17, 'new_test_drive', 'New car test drive', 'lead'),
  e(18, 'form_service_booking', 'Service booking form submission', 'form_submission'),
  e(19, 'form_parts', 'Parts form submission', 'form_submission'),
  e(20, 'form_finance', 'Finance form submission', 'form_submission'),
  e(21, 'form_insurance', 'Insurance form submission', 'form_submission'),
  e(22, 'general_enquiry', 'General enquiry', 'lead'),
  e(23, 'form_competition', 'Competition form submission', 'form_submission'),
  e(24, 'form_sell_my_car', 'Sell my car form submission', 'form_submission'),
  e(25, 'click_to_call', 'Click to call', 'interaction'),
  e(26, 'finance_calculator', 'Finance calculator', 'interaction'),
  e(27, 'form_reserve_car', 'Reserve car form submission', 'form_submission'),
  e(28, 'form_survey', 'Survey form submission', 'form_submission'),
  e(29, 'search', 'Search', 'interaction'),
  e(30, 'form_service_enquiry', 'Service enquiry form submission', 'form_submission'),
  e(31, 'form_team_member', 'Team member form submission', 'form_submission'),
  e(32, 'form_subscription', 'Subscription form submission', 'form_submission'),
  e(33, 'form_career', 'Career form submission', 'form_submission'),
  e(34, 'form_document_request', 'Document request form submission', 'form_submission'),
  e(35, 'auth_step_1', 'Authentication step 1', 'authentication'),
  e(36, 'auth_step_2', 'Authentication step 2', 'authentication'),
  e(37, 'auth_step_3', 'Authentication step 3', 'authentication'),
  e(38, 'auth_step_4', 'Authentication step 4', 'authentication'),
  e(39, 'wishlist_add', 'Wishlist / favourite', 'interaction'),
  e(40, 'reserved_40', 'Reserved 40', 'reserved'),
  e(41, 'get_directions', 'Get directions', 'interaction'),
  e(42, 'reserved_42', 'Reserved 42', 'reserved'),
  e(43, 'reserved_43', 'Reserved 43', 'reserved'),
  e(44, 'reserved_44', 'Reserved 44', 'reserved'),
  e(45, 'reserved_45', 'Reserved 45', 'reserved'),
  e(46, 'reserved_46', 'Reserved 46', 'reserved'),
  e(47, 'reserved_47', 'Reserved 47', 'reserved'),
  e(48, 'used_test_drive', 'Used car test drive', 'lead'),
  e(49, 'reserved_49', 'Reserved 49', 'reserved'),
  e(50, 'reserved_50', 'Reserved 50', 'reserved'),
  e(51, 'career_enquiry', 'Career enquiry', 'lead'),
  e(52, 'reserved_52', 'Reserved 52', 'reserved'),
  e(53, 'reserved_53', 'Reserved 53', 'reserved'),
  e(54, 'webchat_started', 'Webchat started', 'webchat'),
  e(55, 'webchat_lead', 'Webchat lead', 'webchat'),
  e(56, 'reserved_56', 'Reserved 56', 'reserved'),
]

/** Named ids other modules use. */
export const EVENT_IDS = {
  NEW_CAR_ENQUIRY: 14,
  USED_CAR_ENQUIRY: 15,
  NEW_TEST_DRIVE: 17,
  GENERAL: 22,
  CLICK_TO_CALL: 25,
  FINANCE_CALCULATOR: 26,
  SEARCH: 29,
  FAVOURITE: 39,
  GET_DIRECTIONS: 41,
  USED_TEST_DRIVE: 48,
  CAREER_ENQUIRY: 51,
} as const

export function eventById(id: number): EventDefinition | undefined {
  return EVENT_CATALOGUE.find((ev) => ev.id === id)
}

/** Tags meaning the car is only for test drives (SPEC §3 tag values). */
export const TEST_DRIVE_ONLY_TAGS: readonly string[] = ['Test Drive Only', '*** Test Drive Vehicle Only ***']
export const isTestDriveOnly = (car: Pick<Car, 'tag'> | null | undefined): boolean =>
  car?.tag != null && TEST_DRIVE_ONLY_TAGS.includes(car.tag.trim())

export type EventFormKind = 'enquiry' | 'test-drive' | 'careers' | (string & {})

/**
 * The conversion event of a form (SPEC §9): a car tagged test-drive-only → 17; a test drive → 17 new (and demo),
 * 48 used; an enquiry about a car → 14 new (and demo), 15 used; a careers form → 51; anything else → 22 (general).
 * Demo cars count as new: the spec names only new and used events.
 */
export function pickFormEventId(kind: EventFormKind, car?: Pick<Car, 'car_type' | 'tag'> | null): number {
  if (kind === 'careers') return EVENT_IDS.CAREER_ENQUIRY
  if (!car) return EVENT_IDS.GENERAL
  if (isTestDriveOnly(car)) return EVENT_IDS.NEW_TEST_DRIVE
  const used = car.car_type === 'used'
  if (kind === 'test-drive') return used ? EVENT_IDS.USED_TEST_DRIVE : EVENT_IDS.NEW_TEST_DRIVE
  if (kind === 'enquiry') return used ? EVENT_IDS.USED_CAR_ENQUIRY : EVENT_IDS.NEW_CAR_ENQUIRY
  return EVENT_IDS.GENERAL
}
