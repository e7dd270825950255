import { describe, expect, it } from 'vitest'
import { createBrowserErrorReporting } from './error-reporting-browser.ts'

describe('browser error reporting', () => {
  it('logs the message and sends a beacon when an endpoint is set', () => {
    const logged: string[] = []
    const sent: [string, string][] = []
    const port = createBrowserErrorReporting({
      beaconUrl: '/errors',
      log: (m) => logged.push(m),
      sendBeacon: (u, b) => {
        sent.push([u, b])
        return true
      },
    })
    port.report('Trade-In Valuation Form submission error occured boom', { form: 'trade-in' })
    expect(logged).toEqual(['Trade-In Valuation Form submission error occured boom'])
    expect(sent).toEqual([
      [
        '/errors',
        JSON.stringify({
          message: 'Trade-In Valuation Form submission error occured boom',
          context: { form: 'trade-in' },
        }),
      ],
    ])
  })
  it('is console only without an endpoint, and survives a throwing beacon', () => {
    const sent: string[] = []
    createBrowserErrorReporting({
      log: () => {},
      sendBeacon: (u) => {
        sent.push(u)
        return true
      },
    }).report('x')
    expect(sent).toEqual([])
    expect(() =>
      createBrowserErrorReporting({
        beaconUrl: '/e',
        log: () => {},
        sendBeacon: () => {
          throw new Error('no')
        },
      }).report('x'),
    ).not.toThrow()
  })
})
