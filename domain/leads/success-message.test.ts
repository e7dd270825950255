import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { ENQUIRY_CATEGORIES } from '../validation/options.ts'
import { categorySlug } from './lead-lifecycle.ts'
import { DEFAULT_RECEIVED, namesCategory, receivedLine, receivedNoun } from './success-message.ts'

describe('the thank-you line (SPEC §2 /success?category=…)', () => {
  it.each([
    ['careers', 'We have received your job application.'],
    ['sell-my-car', 'We have received your request to sell your car.'],
    ['request-photos', 'We have received your photo request.'],
    ['test-drive', 'We have received your test drive booking.'],
    ['trade-in-valuation', 'We have received your trade-in valuation request.'],
    [null, 'We have received your enquiry.'],
  ])('names each form in a phrase a person says: %s', (category, line) => {
    expect(receivedLine(category)).toBe(line)
  })

  it('reads a category by its name or by its slug alike', () => {
    for (const category of ENQUIRY_CATEGORIES) {
      expect(namesCategory(category)).toBe(true)
      expect(receivedNoun(categorySlug(category))).toBe(receivedNoun(category))
    }
  })

  it('never repeats what the address says: a category it does not know is an enquiry', () => {
    fc.assert(
      fc.property(fc.string(), (category) => {
        const noun = receivedNoun(category)
        expect(namesCategory(category) || noun === DEFAULT_RECEIVED).toBe(true)
      }),
    )
    expect(receivedLine('<script>alert(1)</script>')).toBe('We have received your enquiry.')
  })
})
