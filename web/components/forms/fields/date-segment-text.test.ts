import { describe, expect, it } from 'vitest'
import { plainSpaces } from './DateSegmentText.tsx'

describe('plainSpaces', () => {
  it("writes the narrow no-break space the server's ICU puts before 'am' as the plain space browsers use", () => {
    const parts = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit' }).formatToParts(
      new Date(Date.UTC(2026, 0, 1, 1, 5)),
    )
    const beforePeriod = parts[parts.findIndex((p) => p.type === 'dayPeriod') - 1]!
    expect(plainSpaces(beforePeriod.value)).toBe(' ')
  })

  it('keeps every other character of a literal', () => {
    expect(plainSpaces('/')).toBe('/')
    expect(plainSpaces(', ')).toBe(', ')
    expect(plainSpaces('\u2066––:––\u2069')).toBe('\u2066––:––\u2069')
    expect(plainSpaces('a\u00a0b\u202fc')).toBe('a b c')
  })
})
