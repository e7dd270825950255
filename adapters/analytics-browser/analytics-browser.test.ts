import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { ANALYTICS_LOG_LIMIT, createBrowserAnalytics, type AnalyticsWindow } from './analytics-browser.ts'

describe('browser analytics', () => {
  it('pushes {event, event_id, …data} to dataLayer and the in-page log', () => {
    const win: AnalyticsWindow = {}
    createBrowserAnalytics(win).track({ id: 13, name: 'form_trade_in', data: { form: 'trade-in' } })
    expect(win.dataLayer).toEqual([{ event: 'form_trade_in', event_id: 13, form: 'trade-in' }])
    expect(win.__analyticsEvents).toEqual([{ event: 'form_trade_in', event_id: 13, form: 'trade-in' }])
  })
  it('data cannot overwrite the event name or id', () => {
    const win: AnalyticsWindow = {}
    createBrowserAnalytics(win).track({ id: 22, name: 'general_enquiry', data: { event: 'x', event_id: 1 } })
    expect(win.dataLayer?.[0]).toEqual({ event: 'general_enquiry', event_id: 22 })
  })
  it('does nothing without a window (server render)', () => {
    expect(() => createBrowserAnalytics(null).track({ id: 1, name: 'x' })).not.toThrow()
  })
  it('the log keeps the latest entries, never more than the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: ANALYTICS_LOG_LIMIT * 2 }), (n) => {
        const win: AnalyticsWindow = {}
        const port = createBrowserAnalytics(win)
        for (let i = 1; i <= n; i++) port.track({ id: i, name: `e${i}` })
        expect((win.__analyticsEvents ?? []).length).toBe(Math.min(n, ANALYTICS_LOG_LIMIT))
        expect((win.dataLayer ?? []).length).toBe(n)
        if (n > 0) expect(win.__analyticsEvents!.at(-1)!.event_id).toBe(n)
      }),
    )
  })
})
