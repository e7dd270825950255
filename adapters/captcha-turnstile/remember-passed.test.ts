import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { CaptchaResponse, CaptchaVerdict, CaptchaVerifierPort } from '@domain/ports/captcha.port.ts'
import { rememberPassed } from './remember-passed.ts'

/** A provider that passes tokens starting 'ok' and counts the questions it was asked. */
function provider() {
  const asked: string[] = []
  const port: CaptchaVerifierPort = {
    async verify(r: CaptchaResponse): Promise<CaptchaVerdict> {
      asked.push(r.token)
      return r.token.startsWith('ok')
        ? { kind: 'passed' }
        : { kind: 'refused', message: 'no', codes: ['invalid-input-response'] }
    },
  }
  return { port, asked }
}

describe('rememberPassed', () => {
  it('keeps a pass for its lifetime, then asks again', async () => {
    let now = 1_000
    const p = provider()
    const v = rememberPassed(p.port, { ttlMs: 100, clock: () => now })
    await v.verify({ token: 'ok-1' })
    now += 99
    // each pass names the token as an answer to spend on one lead, until the pass ends (never the token itself)
    const kept = await v.verify({ token: 'ok-1' })
    expect(kept).toEqual({ kind: 'passed', spend: { key: expect.stringMatching(/^passed:/), expiresAt: 1_100 } })
    expect(JSON.stringify(kept)).not.toContain('ok-1')
    now += 1
    await v.verify({ token: 'ok-1' })
    expect(p.asked).toEqual(['ok-1', 'ok-1'])
  })

  it('a pass kept in the shared store passes on every process without asking the provider again, until it ends', async () => {
    let now = 1_000
    const kept = new Map<string, number>()
    const shared = {
      passedUntil: async (key: string) => kept.get(key) ?? null,
      remember: async (key: string, until: number) => void kept.set(key, until),
    }
    const p = provider()
    const one = rememberPassed(p.port, { ttlMs: 100, clock: () => now, shared })
    const other = rememberPassed(p.port, { ttlMs: 100, clock: () => now, shared })
    expect(await one.verify({ token: 'ok-1' })).toMatchObject({ kind: 'passed' })
    expect(await other.verify({ token: 'ok-1' })).toMatchObject({ kind: 'passed' })
    expect([...kept.keys()].some((key) => key.includes('ok-1'))).toBe(false)
    now += 100
    await other.verify({ token: 'ok-1' })
    expect(p.asked).toEqual(['ok-1', 'ok-1'])
  })

  it('a shared store out of reach only means asking the provider', async () => {
    const down = {
      passedUntil: () => Promise.reject(new Error('down')),
      remember: () => Promise.reject(new Error('down')),
    }
    const p = provider()
    const v = rememberPassed(p.port, { shared: down })
    expect(await v.verify({ token: 'ok-1' })).toMatchObject({ kind: 'passed' })
    expect(await v.verify({ token: 'bad-1' })).toMatchObject({ kind: 'refused' })
    expect(p.asked).toEqual(['ok-1', 'bad-1'])
  })

  it('keeps at most maxEntries passes, forgetting the oldest', async () => {
    const p = provider()
    const v = rememberPassed(p.port, { maxEntries: 2, clock: () => 0 })
    for (const t of ['ok-a', 'ok-b', 'ok-c', 'ok-c', 'ok-b', 'ok-a']) await v.verify({ token: t })
    expect(p.asked).toEqual(['ok-a', 'ok-b', 'ok-c', 'ok-a'])
  })

  it('a pass of one answer is not a pass of another answer to the same token', async () => {
    const p = provider()
    const v = rememberPassed(p.port)
    await v.verify({ token: 'ok-t', answer: '7' })
    await v.verify({ token: 'ok-t', answer: '8' })
    expect(p.asked).toHaveLength(2)
  })

  it('property: the wrapped verifier answers what the provider answers on first sight (a pass also names its answer to spend)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('ok-1', 'ok-2', 'bad-1', 'bad-2', ''), { maxLength: 20 }),
        async (tokens) => {
          const p = provider()
          const v = rememberPassed(p.port)
          for (const t of tokens)
            expect(await v.verify({ token: t })).toMatchObject(await provider().port.verify({ token: t }))
          // each passing token is asked once; everything else every time
          const passing = new Set(tokens.filter((t) => t.startsWith('ok')))
          expect(p.asked.length).toBe(passing.size + tokens.filter((t) => !t.startsWith('ok')).length)
        },
      ),
    )
  })
})
