import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import {
  createLiveSiteConfigs,
  siteConfigTtlMs,
  websiteRefreshError,
  type SiteConfigLoad,
} from './live-site-configs.ts'
import { manualClock } from '@domain/ports/testing/manual-clock.ts'

const seedA = makeSite({ slug: 'alpha', name: 'Alpha (file)' })
const seedB = makeSite({ slug: 'beta', name: 'Beta (file)', id: 2 })
const live = (slug: string, name: string): SiteConfig => makeSite({ slug, name })

/** A hand-driven world: a clock we move, a loader answering from a queue per tenant, reports collected. */
function world(ttlMs = 300_000) {
  const clock = manualClock(1_000_000)
  const reports: { message: string; context?: Record<string, unknown> }[] = []
  const answers = new Map<string, (SiteConfigLoad | Error)[]>()
  const calls: string[] = []
  const pending: (() => void)[] = []
  const changed: string[] = []
  let hold = false
  const configs = createLiveSiteConfigs({
    seeds: [seedA, seedB],
    clock,
    ttlMs,
    report: { report: (message, context) => reports.push({ message, ...(context ? { context } : {}) }) },
    onChange: (slug) => changed.push(slug),
    load: async (slug) => {
      calls.push(slug)
      if (hold) await new Promise<void>((resolve) => pending.push(resolve))
      const next = answers.get(slug)?.shift() ?? { ok: false, message: 'no answer scripted' }
      if (next instanceof Error) throw next
      return next
    },
  })
  return {
    configs,
    reports,
    calls,
    changed,
    answer: (slug: string, ...loads: (SiteConfigLoad | Error)[]) =>
      answers.set(slug, [...(answers.get(slug) ?? []), ...loads]),
    advance: clock.advance,
    holdLoads: (on: boolean) => {
      hold = on
    },
    release: () =>
      pending.splice(0).forEach((resolve) => {
        resolve()
      }),
    settle: () => new Promise((resolve) => setTimeout(resolve, 0)),
  }
}

describe('live site configuration (SPEC §3, §7 website refresh, §8)', () => {
  it('tells of a configuration that changed on load (the shared tenant version moves on), not of one that did not', async () => {
    const w = world()
    w.answer(
      'alpha',
      { ok: true, site: live('alpha', 'Alpha (dashboard)') },
      { ok: true, site: live('alpha', 'Alpha (dashboard)') },
    )
    w.answer('alpha', { ok: false, message: 'down' }, { ok: true, site: live('alpha', 'Alpha renamed') })
    for (let i = 0; i < 4; i++) await w.configs.refresh('alpha')
    expect(w.changed).toEqual(['alpha', 'alpha'])
  })

  it('serves the tenant file until the dashboard answers, then the dashboard configuration', async () => {
    const w = world()
    w.answer('alpha', { ok: true, site: live('alpha', 'Alpha (live)') })
    expect(w.configs.current('alpha')).toBe(seedA)
    expect(w.configs.status('alpha')).toMatchObject({ source: 'seed', loadedAt: null })
    await w.settle()
    expect(w.configs.current('alpha')?.name).toBe('Alpha (live)')
    expect(w.configs.status('alpha')).toMatchObject({ source: 'live', loadedAt: 1_000_000, lastError: null })
    expect(w.calls).toEqual(['alpha'])
  })

  it('is cached for the TTL, then refreshed in the background while the old configuration is still served', async () => {
    const w = world(300_000)
    w.answer('alpha', { ok: true, site: live('alpha', 'v1') }, { ok: true, site: live('alpha', 'v2') })
    await w.configs.refresh('alpha')
    w.advance(299_999)
    expect(w.configs.current('alpha')?.name).toBe('v1')
    await w.settle()
    expect(w.calls).toEqual(['alpha'])
    w.advance(1)
    expect(w.configs.current('alpha')?.name).toBe('v1') // never waits for the dashboard
    await w.settle()
    expect(w.calls).toEqual(['alpha', 'alpha'])
    expect(w.configs.current('alpha')?.name).toBe('v2')
  })

  it('keeps the last good configuration when a refresh fails, and reports the failure with the exact text', async () => {
    const w = world(1_000)
    w.answer('alpha', { ok: true, site: live('alpha', 'good') }, { ok: false, message: 'siteConfig answered HTTP 502' })
    await w.configs.refresh('alpha')
    w.advance(1_000)
    expect(await w.configs.refresh('alpha')).toBe(false)
    expect(w.configs.current('alpha')?.name).toBe('good')
    expect(w.reports).toEqual([
      {
        message: 'An error occurred with website refresh: siteConfig answered HTTP 502',
        context: expect.objectContaining({ tenant: 'alpha', serving: 'live' }),
      },
    ])
    expect(w.configs.status('alpha')).toMatchObject({ source: 'live', lastError: 'siteConfig answered HTTP 502' })
  })

  it('a loader that throws is a failed refresh, reported, never a crash', async () => {
    const w = world()
    w.answer('beta', new Error('socket hang up'))
    expect(await w.configs.refresh('beta')).toBe(false)
    expect(w.configs.current('beta')).toBe(seedB)
    expect(w.reports.map((r) => r.message)).toEqual([websiteRefreshError('socket hang up')])
  })

  it("refuses a configuration whose slug is not the tenant's", async () => {
    const w = world()
    w.answer('alpha', { ok: true, site: live('beta', 'wrong tenant') })
    expect(await w.configs.refresh('alpha')).toBe(false)
    expect(w.configs.current('alpha')).toBe(seedA)
    expect(w.reports[0]!.message).toBe(
      'An error occurred with website refresh: configuration for "beta" answered for "alpha"',
    )
  })

  it('loads a tenant at most once at a time, however many requests arrive', async () => {
    const w = world()
    w.holdLoads(true)
    w.answer('alpha', { ok: true, site: live('alpha', 'once') })
    for (let i = 0; i < 50; i++) w.configs.current('alpha')
    const explicit = w.configs.refresh('alpha')
    await w.settle()
    expect(w.calls).toEqual(['alpha'])
    w.release()
    expect(await explicit).toBe(true)
    expect(w.configs.current('alpha')?.name).toBe('once')
  })

  it('knows only the tenants of the tenant files', async () => {
    const w = world()
    expect(w.configs.current('gamma')).toBeUndefined()
    expect(await w.configs.refresh('gamma')).toBe(false)
    expect(w.configs.status('gamma')).toBeUndefined()
    expect(w.calls).toEqual([])
    expect(w.configs.slugs).toEqual(['alpha', 'beta'])
  })

  it('refreshAll loads every tenant; refreshStale only those past the TTL', async () => {
    const w = world(1_000)
    w.answer('alpha', { ok: true, site: live('alpha', 'a1') }, { ok: true, site: live('alpha', 'a2') })
    w.answer('beta', { ok: true, site: live('beta', 'b1') })
    await w.configs.refreshAll()
    expect(w.calls.sort()).toEqual(['alpha', 'beta'])
    w.advance(500)
    await w.configs.refreshStale()
    expect(w.calls).toHaveLength(2)
    w.advance(500)
    await w.configs.refreshStale()
    expect(w.calls).toHaveLength(4)
    expect(w.configs.current('alpha')?.name).toBe('a2')
    expect(w.configs.current('beta')?.name).toBe('b1') // beta's second refresh failed: last good kept
    expect(w.reports).toHaveLength(1)
  })

  it('property: whatever the dashboard answers, the served configuration is the last good one (else the file), one report per failure', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }), { maxLength: 12 }),
        async (outcomes) => {
          const w = world(10)
          for (const version of outcomes) {
            w.answer(
              'alpha',
              version === null ? { ok: false, message: 'down' } : { ok: true, site: live('alpha', `v${version}`) },
            )
          }
          for (let i = 0; i < outcomes.length; i++) {
            await w.configs.refresh('alpha')
            w.advance(10)
          }
          const good = outcomes.filter((v): v is number => v !== null)
          const expected = good.length > 0 ? `v${good[good.length - 1]}` : seedA.name
          expect(w.configs.status('alpha')!.source).toBe(good.length > 0 ? 'live' : 'seed')
          expect(w.configs.current('alpha')?.name).toBe(expected)
          expect(w.reports).toHaveLength(outcomes.length - good.length)
        },
      ),
    )
  })
})

describe('SITE_CONFIG_TTL_SECONDS', () => {
  it('defaults to 300 seconds', () => {
    expect(siteConfigTtlMs(undefined)).toBe(300_000)
    expect(siteConfigTtlMs('')).toBe(300_000)
  })
  it('takes whole seconds ≥ 1 and refuses anything else in one line', () => {
    expect(siteConfigTtlMs('60')).toBe(60_000)
    expect(siteConfigTtlMs('1')).toBe(1_000)
    for (const bad of ['0', '-5', '1.5', 'five', '1e400']) {
      expect(() => siteConfigTtlMs(bad)).toThrow(
        `SITE_CONFIG_TTL_SECONDS must be a whole number of seconds ≥ 1 (got "${bad}")`,
      )
    }
  })
})
