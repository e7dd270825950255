import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { messageWithNotes } from './lead-notes.ts'
import { LEAD_TEXT_LIMITS } from './lead-field-checks.ts'

describe('messageWithNotes', () => {
  it('keeps the message as written without notes, and adds the notes after a blank line', () => {
    expect(messageWithNotes('Hi', [])).toBe('Hi')
    expect(messageWithNotes(null, [])).toBeNull()
    expect(messageWithNotes(null, ['Reference: res_1'])).toBe('Reference: res_1')
    expect(messageWithNotes('Hi', ['A: 1', 'B: 2'])).toBe('Hi\n\nA: 1\nB: 2')
  })

  it('always within the message limit, with every note whole at its end', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ maxLength: LEAD_TEXT_LIMITS.long }), { nil: null }),
        fc.array(fc.string({ minLength: 1, maxLength: 200 }), { minLength: 1, maxLength: 5 }),
        (message, notes) => {
          const out = messageWithNotes(message, notes)!
          expect(out.length).toBeLessThanOrEqual(LEAD_TEXT_LIMITS.long)
          expect(out.endsWith(notes.join('\n'))).toBe(true)
        },
      ),
    )
  })
})
