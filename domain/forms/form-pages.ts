import type { FormKind } from './form-field.ts'

// Read eagerly with the route tree (route heads, /pages/ redirects): plain data. Each path has its route file
// (web/components/content/content-route.ts checks that with the type-checker).

export interface FormPageEntry {
  /** the form shown under the tenant's content */
  readonly kind: FormKind
  /** the heading and title when the tenant has no content for the page */
  readonly title: string
  /** shown when the tenant has no content for the page */
  readonly intro?: string
  /** a finance page: finance link parameters prefill it, with the disclaimer, anchored at #finance-form */
  readonly finance?: boolean
}

/** Every page of the site that is a form, by the path it is served at: the one list routes and redirects read. */
const PAGES = {
  '/service': { kind: 'service-booking', title: 'Book a service', intro: 'Book your next service online.' },
  '/book-a-service': { kind: 'service-booking', title: 'Book a service', intro: 'Book your next service online.' },
  '/careers': {
    kind: 'careers',
    title: 'Careers',
    intro: 'Tell us about yourself and the role you are interested in.',
  },
  '/vehicle-parts-and-accessories': {
    kind: 'parts',
    title: 'Parts and accessories',
    intro: 'Tell us what you need and our parts team will get back to you.',
  },
  '/finance': { kind: 'finance-application', title: 'Finance', finance: true },
  '/finance-enquiry': { kind: 'finance-application', title: 'Finance enquiry', finance: true },
  '/apply-for-finance': { kind: 'finance-application', title: 'Apply for finance', finance: true },
  '/finance-pre-approval': { kind: 'finance-pre-approval', title: 'Finance pre-approval', finance: true },
  '/contact': { kind: 'contact', title: 'Contact us', intro: 'Send us a message and our team will be in touch.' },
  '/book-test-drive': {
    kind: 'test-drive',
    title: 'Book a test drive',
    intro: 'Choose a time that suits you and we will have the car ready.',
  },
  '/trade-in': { kind: 'trade-in', title: 'Trade-in valuation', intro: 'Get a valuation for your current vehicle.' },
  '/sell-my-car': {
    kind: 'sell-my-car',
    title: 'Sell my car',
    intro: 'Tell us about your vehicle and we will make you an offer.',
  },
} satisfies Record<string, FormPageEntry>

/** The path of a form page: a route file naming a path not in the list fails the type-check (formPageRoute). */
export type FormPagePath = keyof typeof PAGES

export const FORM_PAGES: Readonly<Record<FormPagePath, FormPageEntry>> = PAGES

/** The form page a route path serves (a /pages/ prefix ignored: /pages/book-a-service is /book-a-service's form). */
export function formPageOf(path: string): FormPageEntry {
  const entry = (FORM_PAGES as Readonly<Record<string, FormPageEntry>>)[path.replace(/^\/pages(?=\/)/, '')]
  if (!entry) throw new Error(`No form page at ${path}`)
  return entry
}
