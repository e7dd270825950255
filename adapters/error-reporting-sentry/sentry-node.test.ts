import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLoopback, type Loopback } from '../../tests/live/support/loopback.ts'
import { createSentryNodeReporting } from './sentry-node.ts'

/** A loopback server playing Sentry's ingest: the event a report sends arrives with its message and context. */
let sentry: Loopback
beforeAll(async () => {
  sentry = await startLoopback()
  sentry.handle(() => ({ json: { id: 'ok' } }))
})
afterAll(() => sentry.close())

describe('Sentry error reporting (server)', () => {
  it("sends the report as an error event with its context to the DSN's project, and logs it", async () => {
    const port = new URL(sentry.url).port
    const logged: string[] = []
    const reporting = createSentryNodeReporting({
      dsn: `http://publickey@127.0.0.1:${port}/42`,
      environment: 'test',
      log: (m) => logged.push(m),
    })
    reporting.report('An error occurred with website refresh: siteConfig answered HTTP 502', { tenant: 'demo-motors' })
    expect(await reporting.flush(5000)).toBe(true)
    expect(logged).toEqual(['An error occurred with website refresh: siteConfig answered HTTP 502'])
    expect(sentry.received).toHaveLength(1)
    const [request] = sentry.received
    expect(request!.method).toBe('POST')
    expect(request!.url).toMatch(/^\/api\/42\/envelope\//)
    const lines = request!.text
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l))
    const event = lines.find((l) => l.message !== undefined)
    expect(event).toMatchObject({
      message: 'An error occurred with website refresh: siteConfig answered HTTP 502',
      level: 'error',
      environment: 'test',
      extra: { tenant: 'demo-motors' },
    })
  })

  it('a Sentry that cannot be reached never throws into the caller', async () => {
    const reporting = createSentryNodeReporting({ dsn: 'http://publickey@127.0.0.1:9/1', log: () => {} })
    expect(() => reporting.report('x')).not.toThrow()
    await reporting.flush(2000)
  })
})
