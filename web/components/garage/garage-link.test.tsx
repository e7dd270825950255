import { describe, expect, it } from 'vitest'
import { garageLinkName } from './GarageLink.tsx'

// Where the link is drawn, and its count following what the shopper saves: tests/browser/garage-link.spec.ts.
describe('the My Garage link', () => {
  it('is named by its visible words first, then the count (a speech user says what they see)', () => {
    expect(garageLinkName(0)).toBe('My Garage 0 saved')
    expect(garageLinkName(3)).toBe('My Garage 3 saved')
  })
})
