import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { ENQUIRY_CATEGORIES } from '../validation/options.ts'
import { categorySlug } from './lead-lifecycle.ts'
import { DEFAULT_RECEIVED, namesCategory, receivedLine, receivedNoun } from './success-message.ts'

describe('the thank-you line (SPEC §2 /success?category=…)', () => {
  it('names each form in a phrase a person says', () => {
    expect(receivedLine('careers')).toBe('We have received your job application.')
    expect(receivedLine('sell-my-car')).toBe('We have received your request to sell your car.')
    expect(receivedLine('request-photos')).toBe('We have received your photo request.')
    expect(receivedLine('test-drive')).toBe('We have received your test drive booking.')
    expect(receivedLine('trade-in-valuation')).toBe('We have received your trade-in valuation request.')
    expect(receivedLine(null)).toBe('We have received your enquiry.')
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
