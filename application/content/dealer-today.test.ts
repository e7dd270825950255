import { describe, expect, it } from 'vitest'
import { dealerToday } from './dealer-today.ts'

describe("the dealer's today on the detail page's location card", () => {
  it('reads each zone with its own formatter, however the zones alternate', () => {
    // 2025-06-30T15:30:00Z is already Tuesday 1 July in Brisbane, still Monday 30 June in Perth (UTC+8 → 23:30)
    const at = Date.UTC(2025, 5, 30, 15, 30)
    for (let i = 0; i < 3; i++) {
      expect(dealerToday(at, 'Australia/Brisbane')).toEqual({ weekday: 2, isoDate: '2025-07-01' })
      expect(dealerToday(at, 'Australia/Perth')).toEqual({ weekday: 1, isoDate: '2025-06-30' })
    }
  })
})
