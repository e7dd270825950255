import { describe, expect, it, vi } from 'vitest'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { sessionNoticeOf } from '@domain/tenancy/session-data.ts'
import { createSessionNotice } from './session-notice.ts'
import { manualClock } from '@domain/ports/testing/manual-clock.ts'

const notice = { message: 'Closed Monday for the public holiday', link_url: '/contact', link_label: 'Contact us' }

function world(answer: (websiteId: number | null) => Promise<Record<string, unknown> | null | false>) {
  const clock = manualClock()
  const asked: Array<number | null> = []
  const sessionNotice = createSessionNotice({
    dashboard: {
      websiteSessionData: (id) => {
        asked.push(id)
        return answer(id)
      },
    },
    clock,
    ttlMs: 1000,
  })
  return { sessionNotice, asked, later: clock.advance }
}

describe("the website session data's notice (SPEC §7 website_session_data.json)", () => {
  it('asks once per website per TTL, not once per shopper, and shows its notice', async () => {
    const w = world(async () => ({ website_id: 7, notice, other: 'ignored' }))
    const site = makeSite({ id: 7 })
    expect(await w.sessionNotice(site)).toEqual(notice)
    expect(await w.sessionNotice(site)).toEqual(notice)
    await w.sessionNotice(makeSite({ id: 8, slug: 'other' }))
    w.later(1000)
    await w.sessionNotice(site)
    expect(w.asked).toEqual([7, 8, 7])
  })

  it('no notice, a dashboard that cannot answer, or a notice that does not read: nothing shown (the bad field logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await world(async () => ({})).sessionNotice(makeSite())).toBeNull()
    expect(await world(async () => false).sessionNotice(makeSite())).toBeNull()
    expect(
      await world(async () => ({ notice: { message: 'Sale', link_url: 'javascript:alert(1)' } })).sessionNotice(
        makeSite({ slug: 'bad' }),
      ),
    ).toBeNull()
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(
        /^\[dashboard\] websiteSessionData for "bad": ignoring its notice: field "notice\.link_url"/,
      ),
    ])
    warn.mockRestore()
  })

  it('a notice is a message of 1 to 240 characters with an optional site path or https link', () => {
    expect(sessionNoticeOf({ notice: { message: 'Hi' } })).toEqual({ notice: { message: 'Hi' }, problem: null })
    expect(
      sessionNoticeOf({ notice: { message: 'Hi', link_url: 'https://dealer.example/sale' } }).notice?.link_url,
    ).toBe('https://dealer.example/sale')
    expect(sessionNoticeOf({ notice: { message: '' } }).problem).toMatch(/^field "notice\.message"/)
    expect(sessionNoticeOf({ notice: { message: 'x'.repeat(241) } }).notice).toBeNull()
    expect(sessionNoticeOf({ notice: { message: 'Hi', link_url: '//evil.example' } }).notice).toBeNull()
    expect(sessionNoticeOf(null)).toEqual({ notice: null, problem: null })
  })
})
