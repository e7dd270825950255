import type { Dealership } from './dealership.schema.ts'

/** A dealership named by its slug, with no reviews, brands or valuation options, and `over` replacing any field. */
export const makeDealership = (slug: string, id: number, over: Partial<Dealership> = {}): Dealership => ({
  id,
  name: slug,
  slug,
  review_count: 0,
  average_rating: 0,
  manufacturers: [],
  four_step_valuation_form: false,
  enable_valuation_offer_rejection: false,
  ...over,
})
