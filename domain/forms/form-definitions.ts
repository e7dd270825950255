import {
  field,
  options,
  type FieldDefinition,
  type FieldOption,
  type FormKind,
  type StepDefinition,
} from './form-field.ts'
import {
  CATEGORY_OPTIONS,
  DEFAULT_CATEGORY,
  HEAR_ABOUT_US_OPTIONS,
  OPT_IN_TEXT,
  YES_NO_LEAD_FIELDS,
  type YesNoFieldName,
} from './form-options.ts'

/** What a form needs to know about the tenant and the car; `buildForm` computes it from the SiteConfig. */
export interface FormContext {
  /** SPEC §5: message required unless configured otherwise */
  readonly messageRequired: boolean
  /** present only when the site has several dealerships (then the select is required) */
  readonly dealershipOptions: readonly FieldOption[] | null
  /** locations offered by a location select; null = the select is not shown */
  readonly locationOptions: (purpose: 'sales' | 'service' | 'parts') => readonly FieldOption[] | null
  /** the site sends Ready to sell / Valuation guide / Best Finance / Best Deal */
  readonly yesNoFields: boolean
  readonly car: { readonly id: string; readonly name: string; readonly used: boolean } | null
}

export interface FormShape {
  readonly title: string
  readonly category: string
  readonly steps: readonly StepDefinition[]
}

// ── shared lead fields (SPEC §5) ────────────────────────────────────────────────────────────────────────────────
const name = () => field('full-name', 'name', 'Full name')
const phone = () => field('phone', 'phone', 'Mobile')
const email = () => field('email', 'email', 'Email')
const postcode = () => field('postcode', 'postcode', 'Postcode', { maxLength: 4 })
const message = (required: boolean) => field('textarea', 'message', 'Message', { required })
const optIn = () => field('opt-in', 'opt_in', 'Subscribe', { required: false, defaultValue: true, text: OPT_IN_TEXT })
const rego = () => field('rego', 'rego', 'Registration', { required: false })
const whereHeard = () =>
  field('select', 'where_heard', 'Where did you hear about us?', { required: false, options: HEAR_ABOUT_US_OPTIONS })
const categorySelect = () =>
  field('select', 'category', 'Enquiry type', { options: CATEGORY_OPTIONS, defaultValue: DEFAULT_CATEGORY })
const carIdField = (ctx: FormContext) =>
  ctx.car ? [field('hidden', 'car_id', 'Car', { defaultValue: ctx.car.id })] : []
const dealershipSelect = (ctx: FormContext) =>
  ctx.dealershipOptions ? [field('select', 'dealership_slug', 'Dealership', { options: ctx.dealershipOptions })] : []
const locationSelect = (ctx: FormContext, purpose: 'sales' | 'service' | 'parts') => {
  const opts = ctx.locationOptions(purpose)
  return opts ? [field('location-select', 'location_id', 'Location', { options: opts })] : []
}
const yesNo = (ctx: FormContext, ...names: readonly YesNoFieldName[]): FieldDefinition[] =>
  ctx.yesNoFields
    ? names.map((n) => field('check', n, YES_NO_LEAD_FIELDS[n], { required: false, defaultValue: false }))
    : []
const vehicleFields = () => [
  field('make', 'make', 'Make'),
  field('model', 'model', 'Model'),
  field('year', 'year', 'Year'),
  field('kilometre', 'km', 'Odometer (km)'),
]
const contactStep = (ctx: FormContext, extra: readonly FieldDefinition[] = []): StepDefinition => ({
  id: 'contact',
  title: 'Your details',
  fields: [name(), phone(), email(), ...extra, message(ctx.messageRequired), optIn()],
})

/** The last step of the pre-approval and four-step valuation: dealership, contact details and postcode, no message. */
const detailsStep = (ctx: FormContext): StepDefinition => ({
  id: 'contact',
  title: 'Your details',
  fields: [...dealershipSelect(ctx), name(), phone(), email(), postcode(), optIn()],
})

const YEARS_OPTIONS = options('1 year', '2 years', '3 years', '4 years', '5 years', '6 years', '7 years')
const EMPLOYMENT_OPTIONS = options('Full time', 'Part time', 'Casual', 'Self employed', 'Unemployed', 'Retired')
const RESIDENTIAL_OPTIONS = options('Renting', 'Own home', 'Mortgage', 'Boarding', 'Living with parents')
const SERVICE_HISTORY_OPTIONS = options('Full', 'Partial', 'None')
const ADDITIONAL_SERVICE_OPTIONS = options('Wheel alignment', 'Tyre rotation', 'Air-conditioning service', 'Detailing')

/** What a form does besides its fields. */
export interface FormTraits {
  /** the catalogue key of its SPEC §9 submission event; null: a lead form, whose event is pickFormEventId's */
  readonly submissionEvent: string | null
  /** the booking slots it offers (the dashboard's available bookings); null: none */
  readonly booking: 'service' | 'appointment' | null
  /** it offers the rego lookup (where the tenant has one) to fill in the vehicle */
  readonly regoLookup: boolean
}

const leadForm: FormTraits = { submissionEvent: null, booking: null, regoLookup: false }

/**
 * Every form's traits. Total over FORM_KINDS like FORM_SHAPES, so a form kind missing from either (or named in
 * one and not the list) fails the type-check.
 */
export const FORM_TRAITS: Readonly<Record<FormKind, FormTraits>> = {
  enquiry: leadForm,
  'test-drive': { ...leadForm, booking: 'appointment' },
  'request-photos': leadForm,
  'finance-application': { ...leadForm, submissionEvent: 'form_finance' },
  'finance-pre-approval': { ...leadForm, submissionEvent: 'form_finance' },
  'trade-in': { ...leadForm, submissionEvent: 'form_trade_in', regoLookup: true },
  'trade-in-four-step': { ...leadForm, submissionEvent: 'form_trade_in', regoLookup: true },
  'service-booking': { submissionEvent: 'form_service_booking', booking: 'service', regoLookup: true },
  parts: { ...leadForm, submissionEvent: 'form_parts' },
  careers: { ...leadForm, submissionEvent: 'form_career' },
  contact: leadForm,
  'sell-my-car': { ...leadForm, submissionEvent: 'form_sell_my_car', regoLookup: true },
  'reserve-contact': { ...leadForm, submissionEvent: 'form_reserve_car' },
}

/** Every form of the product as data (SPEC §2 Modals and forms, §5). */
export const FORM_SHAPES: Readonly<Record<FormKind, (ctx: FormContext) => FormShape>> = {
  enquiry: (ctx) => ({
    title: ctx.car ? `Enquire about ${ctx.car.name}` : 'Enquire now',
    category: ctx.car ? (ctx.car.used ? 'Used Vehicle Enquiry' : 'New Vehicle Enquiry') : DEFAULT_CATEGORY,
    steps: [
      {
        id: 'enquiry',
        title: 'Your details',
        fields: [
          ...carIdField(ctx),
          ...(ctx.car ? [] : dealershipSelect(ctx)),
          name(),
          phone(),
          email(),
          message(ctx.messageRequired),
          ...yesNo(ctx, 'best_deal', 'best_finance'),
          optIn(),
        ],
      },
    ],
  }),
  'test-drive': (ctx) => ({
    title: ctx.car ? `Book a test drive: ${ctx.car.name}` : 'Book a test drive',
    category: 'Test Drive',
    steps: [
      {
        id: 'test-drive',
        title: 'Book a test drive',
        fields: [
          ...carIdField(ctx),
          ...(ctx.car ? [] : locationSelect(ctx, 'sales')),
          name(),
          phone(),
          email(),
          field('date-time', 'preferred_time', 'Preferred date and time'),
          // SPEC §5: message is optional in the test drive form
          message(false),
          ...yesNo(ctx, 'best_deal', 'best_finance'),
          optIn(),
        ],
      },
    ],
  }),
  'request-photos': (ctx) => ({
    title: 'Request more photos',
    category: 'Request Photos',
    // SPEC §5: message is optional in the photo request form
    steps: [
      {
        id: 'request-photos',
        title: 'Your details',
        fields: [...carIdField(ctx), name(), phone(), email(), message(false), optIn()],
      },
    ],
  }),
  'finance-application': (ctx) => ({
    title: 'Apply for finance',
    category: 'Finance Enquiry',
    steps: [
      {
        id: 'loan',
        title: 'Your loan',
        fields: [
          ...carIdField(ctx),
          field('radio-card-group', 'purchase_type', 'Is this a personal or business purchase?', {
            options: options('Personal', 'Business'),
          }),
          field('currency', 'loan_amount', 'How much would you like to borrow?'),
          field('currency', 'deposit', 'Deposit', { required: false }),
          field('select', 'loan_term', 'Loan term', { options: YEARS_OPTIONS }),
        ],
      },
      {
        id: 'about-you',
        title: 'About you',
        fields: [
          name(),
          field('dob', 'dob', 'Date of birth'),
          field('licence-number', 'licence_number', 'Licence number'),
          field('expiry-date', 'licence_expiry', 'Licence expiry'),
          field('number', 'dependants', 'Number of dependants', { required: false }),
          phone(),
          email(),
        ],
      },
      {
        id: 'living-and-work',
        title: 'Living and work',
        fields: [
          field('address', 'address', 'Residential address'),
          postcode(),
          field('select', 'residential_status', 'Residential status', { options: RESIDENTIAL_OPTIONS }),
          field('select', 'employment_status', 'Employment status', { options: EMPLOYMENT_OPTIONS }),
          field('currency', 'annual_income', 'Annual income before tax'),
        ],
      },
      {
        id: 'finish',
        title: 'Almost done',
        fields: [
          ...dealershipSelect(ctx),
          message(ctx.messageRequired),
          whereHeard(),
          ...yesNo(ctx, 'best_finance'),
          optIn(),
        ],
      },
    ],
  }),
  'finance-pre-approval': (ctx) => ({
    title: 'Get pre-approved',
    category: 'Finance Pre-Approval',
    steps: [
      {
        id: 'budget',
        title: 'Your budget',
        fields: [
          field('currency', 'loan_amount', 'Vehicle price budget'),
          field('select', 'employment_status', 'Employment status', { options: EMPLOYMENT_OPTIONS }),
          field('radio-group', 'credit_history', 'Credit history', {
            options: options('Excellent', 'Good', 'Average', 'Poor', 'Not sure'),
          }),
        ],
      },
      detailsStep(ctx),
    ],
  }),
  'trade-in': (ctx) => ({
    title: 'Trade-in valuation',
    category: 'Trade-In Valuation',
    steps: [
      {
        id: 'vehicle',
        title: 'Your vehicle',
        fields: [...carIdField(ctx), rego(), ...vehicleFields(), ...yesNo(ctx, 'ready_to_sell', 'valuation_guide')],
      },
      contactStep(ctx, dealershipSelect(ctx)),
    ],
  }),
  'trade-in-four-step': (ctx) => ({
    title: 'Trade-in valuation',
    category: 'Trade-In Valuation',
    steps: [
      {
        id: 'identify',
        title: 'Find your vehicle',
        fields: [
          ...carIdField(ctx),
          rego(),
          field('select', 'rego_state', 'Registration state', {
            required: false,
            options: options('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'),
          }),
          field('make', 'make', 'Make'),
          field('model', 'model', 'Model'),
          field('year', 'year', 'Year'),
        ],
      },
      {
        id: 'condition',
        title: 'Condition',
        fields: [
          field('kilometre', 'km', 'Odometer (km)'),
          field('radio-group', 'service_history', 'Service history', { options: SERVICE_HISTORY_OPTIONS }),
          field('tyres', 'tyres', 'Tyre condition'),
          field('star-rating', 'condition_rating', 'Overall condition'),
        ],
      },
      {
        id: 'extras',
        title: 'Photos and extras',
        fields: [
          field('file', 'photos', 'Photos', { required: false }),
          field('check-group', 'features', 'Features', {
            required: false,
            options: options('Tow bar', 'Bull bar', 'Roof racks', 'Canopy'),
          }),
          field('textarea', 'comments', 'Anything else we should know?', { required: false }),
          ...yesNo(ctx, 'ready_to_sell', 'valuation_guide'),
        ],
      },
      detailsStep(ctx),
    ],
  }),
  'service-booking': (ctx) => ({
    title: 'Book a service',
    category: 'Service Booking',
    steps: [
      { id: 'vehicle', title: 'Your vehicle', fields: [rego(), ...vehicleFields()] },
      {
        id: 'service',
        title: 'Your service',
        fields: [
          // SPEC §5: service intervals are required by default
          field('service-interval', 'service_interval', 'Service interval'),
          field('check-group', 'additional_services', 'Additional services', {
            required: false,
            options: ADDITIONAL_SERVICE_OPTIONS,
          }),
          ...locationSelect(ctx, 'service'),
          field('date-time', 'preferred_time', 'Preferred date and time'),
        ],
      },
      contactStep(ctx, dealershipSelect(ctx)),
    ],
  }),
  parts: (ctx) => ({
    title: 'Parts enquiry',
    category: 'Parts Enquiry',
    steps: [
      {
        id: 'parts',
        title: 'Parts enquiry',
        fields: [
          ...dealershipSelect(ctx),
          ...locationSelect(ctx, 'parts'),
          name(),
          phone(),
          email(),
          ...vehicleFields().slice(0, 3),
          field('string', 'vin', 'VIN', { required: false }),
          field('file', 'photo', 'Photo of the part', { required: false }),
          message(ctx.messageRequired),
          optIn(),
        ],
      },
    ],
  }),
  careers: (ctx) => ({
    title: 'Careers',
    category: 'Careers',
    steps: [
      {
        id: 'careers',
        title: 'Apply',
        fields: [
          ...dealershipSelect(ctx),
          name(),
          phone(),
          email(),
          field('string', 'position', 'Position'),
          field('file', 'resume', 'Resume'),
          message(ctx.messageRequired),
        ],
      },
    ],
  }),
  contact: (ctx) => ({
    title: 'Contact us',
    category: DEFAULT_CATEGORY,
    steps: [
      {
        id: 'contact',
        title: 'Contact us',
        fields: [
          categorySelect(),
          ...dealershipSelect(ctx),
          ...locationSelect(ctx, 'sales'),
          name(),
          phone(),
          email(),
          message(ctx.messageRequired),
          whereHeard(),
          optIn(),
        ],
      },
    ],
  }),
  'sell-my-car': (ctx) => ({
    title: 'Sell my car',
    category: 'Sell My Car',
    steps: [
      {
        id: 'vehicle',
        title: 'Your vehicle',
        fields: [rego(), ...vehicleFields(), ...yesNo(ctx, 'ready_to_sell', 'valuation_guide')],
      },
      contactStep(ctx, [...dealershipSelect(ctx), postcode(), whereHeard()]),
    ],
  }),
  'reserve-contact': (ctx) => ({
    title: ctx.car ? `Reserve ${ctx.car.name}` : 'Reserve online',
    category: 'Reserve Car',
    steps: [
      {
        id: 'reserve-contact',
        title: 'Your details',
        fields: [...carIdField(ctx), name(), phone(), email(), postcode(), optIn()],
      },
    ],
  }),
}
