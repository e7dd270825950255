import { describe, expect, it } from 'vitest'
import { takeToken, type Bucket } from '@domain/limits/token-bucket.ts'
import type { RateLimiter, RateLimitPolicy } from '@domain/ports/rate-limiter.port.ts'
import { CSP_REPORT_LIMIT, createCspReports } from './csp-reports.ts'

const report = JSON.stringify({
  'csp-report': { 'document-uri': 'https://a.example/', 'violated-directive': 'img-src' },
})

/** The store's limiter as the domain's arithmetic, in memory. */
function memoryLimiters() {
  const buckets = new Map<string, Bucket>()
  return (name: string, policy: RateLimitPolicy): RateLimiter => ({
    take: async (key, now) => {
      const { bucket, decision } = takeToken(buckets.get(`${name}|${key}`) ?? null, now, policy)
      buckets.set(`${name}|${key}`, bucket)
      return decision
    },
  })
}

function reportsAt(now: () => number) {
  const lines: Array<{ message: string; context: object }> = []
  const take = createCspReports({
    limiter: memoryLimiters(),
    clock: { now },
    warn: (message, context) => lines.push({ message, context }),
  })
  return { take, lines }
}

describe('CSP violation reports', () => {
  it("logs a client's share, then answers 429 with when to come back and logs nothing more", async () => {
    const { take, lines } = reportsAt(() => 0)
    const outcomes = await Promise.all(Array.from({ length: 300 }, () => take('demo-motors', '203.0.113.7', report)))
    expect(outcomes.filter((o) => o.ok)).toHaveLength(CSP_REPORT_LIMIT.share.capacity)
    const refused = outcomes.find((o) => !o.ok)
    expect(refused).toMatchObject({ ok: false, problem: { code: 'too_many' } })
    expect(!refused!.ok && refused!.problem.retryAfterSeconds).toBeGreaterThanOrEqual(1)
    expect(lines).toHaveLength(CSP_REPORT_LIMIT.share.capacity)
    expect(lines[0]).toEqual({
      message: 'csp violation',
      context: { site: 'demo-motors', page: 'https://a.example/', directive: 'img-src', blocked: '', sample: '' },
    })
  })

  it("holds a site's log to its overall bucket however many clients report, and another site keeps its own", async () => {
    const { take, lines } = reportsAt(() => 0)
    const clients = Array.from({ length: 100 }, (_, i) => `198.51.100.${i}`)
    await Promise.all(
      clients.flatMap((client) => [take('demo-motors', client, report), take('demo-motors', client, report)]),
    )
    expect(lines).toHaveLength(CSP_REPORT_LIMIT.overall.capacity)
    expect((await take('coastal-nissan', clients[0]!, report)).ok).toBe(true)
  })

  it('lets the client report again once its bucket has refilled', async () => {
    let now = 0
    const { take } = reportsAt(() => now)
    for (let i = 0; i < CSP_REPORT_LIMIT.share.capacity; i++) await take('demo-motors', 'c', report)
    expect((await take('demo-motors', 'c', report)).ok).toBe(false)
    now += 60_000 / CSP_REPORT_LIMIT.share.refillPerMinute
    expect((await take('demo-motors', 'c', report)).ok).toBe(true)
  })

  it('logs a body that is no report once, with what is wrong, not the body', async () => {
    const { take, lines } = reportsAt(() => 0)
    expect((await take('demo-motors', 'c', 'not json')).ok).toBe(true)
    expect(lines).toEqual([
      {
        message: 'csp violation report unread',
        context: { site: 'demo-motors', error: expect.stringContaining('no JSON') },
      },
    ])
  })
})
