/**
 * What the thank-you page says was received, per lead category (SPEC §2 /success?category={category slug}): a noun
 * phrase a person says ('your job application', 'your photo request'), never the category's slug read aloud ('your
 * careers', 'your sell my car', 'your request photos'). The slug comes from the address, which anyone can write: a
 * category not listed here reads as the plain 'enquiry', so the page never repeats what the address says.
 */
const RECEIVED: Readonly<Record<string, string>> = {
  'general-enquiry': 'enquiry',
  'new-vehicle-enquiry': 'new vehicle enquiry',
  'used-vehicle-enquiry': 'used vehicle enquiry',
  'service-enquiry': 'service enquiry',
  'parts-enquiry': 'parts enquiry',
  'fleet-enquiry': 'fleet enquiry',
  'finance-enquiry': 'finance enquiry',
  'finance-pre-approval': 'finance pre-approval request',
  'test-drive': 'test drive booking',
  'request-photos': 'photo request',
  'trade-in-valuation': 'trade-in valuation request',
  'service-booking': 'service booking',
  careers: 'job application',
  'sell-my-car': 'request to sell your car',
  'reserve-car': 'reservation',
}

export const DEFAULT_RECEIVED = 'enquiry'

/** A category's slug as successPath writes it ('Sell My Car' → 'sell-my-car'); a slug reads as itself. */
const slugOf = (category: string): string =>
  category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/** The noun phrase for a category (its name or its slug); the plain 'enquiry' for none or one not listed. */
export const receivedNoun = (category: string | null): string =>
  category === null ? DEFAULT_RECEIVED : (RECEIVED[slugOf(category)] ?? DEFAULT_RECEIVED)

/** Is this category one the thank-you page names in its own words? */
export const namesCategory = (category: string): boolean => slugOf(category) in RECEIVED

/** The thank-you line's first sentence. */
export const receivedLine = (category: string | null): string => `We have received your ${receivedNoun(category)}.`
