import { describe, expect, it } from 'vitest'
import { callFailureMessage } from './call-failure.ts'

const answer = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } })

describe('callFailureMessage', () => {
  it("shows a 503's one-line reason", async () => {
    expect(
      await callFailureMessage(
        answer(503, JSON.stringify({ error: 'This is unavailable for a moment; please try again shortly' })),
        'fallback',
      ),
    ).toBe('This is unavailable for a moment; please try again shortly')
  })

  it('falls back for anything else: another status, an unreadable body, a thrown Error', async () => {
    expect(await callFailureMessage(answer(500, JSON.stringify({ error: 'stack trace here' })), 'fallback')).toBe(
      'fallback',
    )
    expect(await callFailureMessage(answer(503, 'not json'), 'fallback')).toBe('fallback')
    expect(await callFailureMessage(answer(503, JSON.stringify({ error: '' })), 'fallback')).toBe('fallback')
    expect(await callFailureMessage(new Error('boom'), 'fallback')).toBe('fallback')
  })
})
