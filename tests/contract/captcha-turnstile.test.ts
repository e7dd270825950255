import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  createTurnstileVerifier,
  MAX_TOKEN_LENGTH,
  TURNSTILE_MESSAGES,
  type TurnstileProblem,
} from '@adapters/captcha-turnstile/turnstile-verifier.ts'
import { rememberPassed } from '@adapters/captcha-turnstile/remember-passed.ts'
import { startLoopback, type Loopback } from '../live/support/loopback.ts'
import { FAKE_TURNSTILE_SECRET, fakeSiteverify, siteverifyCalls } from '../live/support/fake-turnstile.ts'

/** The Turnstile adapter against a loopback siteverify that answers as the provider documents. */
let provider: Loopback
let logged: TurnstileProblem[] = []
let n = 0
const token = (prefix: string) => `${prefix}-${++n}-${'x'.repeat(40)}`

const verifier = (options: { timeoutMs?: number; secret?: string; baseUrl?: string } = {}) =>
  createTurnstileVerifier({
    secret: options.secret ?? FAKE_TURNSTILE_SECRET,
    baseUrl: options.baseUrl ?? `${provider.url}/`,
    timeoutMs: options.timeoutMs ?? 1_000,
    log: (p) => logged.push(p),
  })
const calls = () => siteverifyCalls(provider.received)

beforeAll(async () => {
  provider = await startLoopback()
})
afterAll(() => provider.close())
beforeEach(() => {
  provider.reset()
  provider.handle(fakeSiteverify())
  logged = []
})

describe('Turnstile siteverify', () => {
  it('a token is bound to the form its widget was rendered for (the action siteverify answers): another form is refused (issue 16 item 4)', async () => {
    const solvedOn = (form: string) => `pass-${form}~${++n}-${'x'.repeat(40)}`
    expect(
      await verifier().verify({ token: solvedOn('test-drive') }, undefined, { tenant: 'demo-motors', form: 'enquiry' }),
    ).toEqual({ kind: 'refused', message: TURNSTILE_MESSAGES.otherForm, codes: ['other-form'] })
    expect(
      await verifier().verify({ token: solvedOn('enquiry') }, undefined, { tenant: 'demo-motors', form: 'enquiry' }),
    ).toEqual({ kind: 'passed' })
    // a lead naming no form cannot use a token solved on one
    expect(
      await verifier().verify({ token: solvedOn('enquiry') }, undefined, { tenant: 'demo-motors', form: null }),
    ).toMatchObject({ kind: 'refused', codes: ['other-form'] })
    // remembered per form: a pass on one form does not carry over to another with the same token
    const remembered = rememberPassed(verifier())
    const t = solvedOn('careers')
    expect(await remembered.verify({ token: t }, undefined, { tenant: 'demo-motors', form: 'careers' })).toMatchObject({
      kind: 'passed',
    })
    expect(await remembered.verify({ token: t }, undefined, { tenant: 'demo-motors', form: 'careers' })).toMatchObject({
      kind: 'passed',
    })
    expect(await remembered.verify({ token: t }, undefined, { tenant: 'demo-motors', form: 'enquiry' })).toMatchObject({
      kind: 'refused',
    })
  })

  it('passes a good token: POST {base}/turnstile/v0/siteverify, form-encoded secret, response, remoteip', async () => {
    const t = token('pass')
    expect(await verifier().verify({ token: t }, '203.0.113.7')).toEqual({ kind: 'passed' })
    expect(provider.received.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /turnstile/v0/siteverify'])
    expect(calls()).toEqual([
      {
        response: t,
        remoteip: '203.0.113.7',
        secretOk: true,
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
        contentType: 'application/x-www-form-urlencoded',
      },
    ])
    expect(logged).toEqual([])
  })

  it('sends no remoteip when the address is not known', async () => {
    await verifier().verify({ token: token('pass') })
    expect(calls()[0]!.remoteip).toBeNull()
  })

  it.each([
    ['an invalid token', 'bogus', TURNSTILE_MESSAGES.failed, 'invalid-input-response'],
    ['an expired token', 'expired', TURNSTILE_MESSAGES.expired, 'timeout-or-duplicate'],
  ])('refuses %s with the shopper message, logging the codes', async (_name, prefix, message, code) => {
    expect(await verifier().verify({ token: token(prefix) })).toEqual({ kind: 'refused', message, codes: [code] })
    expect(logged).toEqual([{ kind: 'refused', reason: message, codes: [code] }])
  })

  it('asks the provider about an empty token too, which it refuses as missing', async () => {
    expect(await verifier().verify({ token: '' })).toEqual({
      kind: 'refused',
      message: 'Please complete the security check.',
      codes: ['missing-input-response'],
    })
    expect(calls()).toHaveLength(1)
  })

  it('a token verifies once: the second siteverify of it is a duplicate', async () => {
    const t = token('pass')
    const v = verifier()
    expect(await v.verify({ token: t })).toEqual({ kind: 'passed' })
    expect(await v.verify({ token: t })).toEqual({
      kind: 'refused',
      message: TURNSTILE_MESSAGES.expired,
      codes: ['timeout-or-duplicate'],
    })
  })

  it('refuses a token longer than the provider allows without asking', async () => {
    expect(await verifier().verify({ token: 'p'.repeat(MAX_TOKEN_LENGTH + 1) })).toMatchObject({
      kind: 'refused',
      message: TURNSTILE_MESSAGES.failed,
    })
    expect(provider.received).toEqual([])
  })

  it("our own secret refused is the provider being unavailable to us, not the shopper's fault", async () => {
    expect(await verifier({ secret: 'wrong-secret' }).verify({ token: token('pass') })).toEqual({
      kind: 'unavailable',
      reason: 'siteverify answered invalid-input-secret',
    })
    expect(logged).toMatchObject([{ kind: 'unavailable', codes: ['invalid-input-secret'] }])
  })

  it('internal-error from the provider is unavailable', async () => {
    provider.script({ json: { success: false, 'error-codes': ['internal-error'] } })
    expect(await verifier().verify({ token: token('pass') })).toMatchObject({ kind: 'unavailable' })
  })

  it('times out after the limit as unavailable (no retry on a time-out)', async () => {
    provider.handle(() => 'hang')
    expect(await verifier({ timeoutMs: 300 }).verify({ token: token('pass') })).toEqual({
      kind: 'unavailable',
      reason: 'no answer within 300 ms',
    })
    expect(provider.received).toHaveLength(1)
  })

  it('a slow answer past the limit is a time-out even when it would pass', async () => {
    provider.handle((r) => ({ ...(fakeSiteverify()(r) as { json: unknown }), delayMs: 600 }))
    expect(await verifier({ timeoutMs: 200 }).verify({ token: token('pass') })).toMatchObject({ kind: 'unavailable' })
  })

  it('retries one 5xx with the same idempotency key, and the retry passes', async () => {
    provider.script({ status: 503, text: 'busy' })
    const t = token('pass')
    expect(await verifier().verify({ token: t })).toEqual({ kind: 'passed' })
    const [first, second] = calls()
    expect(calls()).toHaveLength(2)
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey)
  })

  it('a retry of a request that did reach the provider gets the same answer, not a duplicate', async () => {
    const t = token('pass')
    let answered = 0
    const real = fakeSiteverify()
    // the provider verifies the first request but its answer is lost (a 502 from a proxy in between)
    provider.handle((r) => {
      const answer = real(r)
      return answered++ === 0 ? { status: 502, text: 'bad gateway' } : answer
    })
    expect(await verifier().verify({ token: t })).toEqual({ kind: 'passed' })
  })

  it.each([500, 502, 503, 504])('HTTP %i twice is unavailable', async (status) => {
    provider.handle(() => ({ status, text: 'down' }))
    expect(await verifier().verify({ token: token('pass') })).toEqual({
      kind: 'unavailable',
      reason: `siteverify answered HTTP ${status}`,
    })
    expect(provider.received).toHaveLength(2)
  })

  it.each([400, 401, 403, 404, 429])('HTTP %i is unavailable at once', async (status) => {
    provider.handle(() => ({ status, json: {} }))
    expect(await verifier().verify({ token: token('pass') })).toEqual({
      kind: 'unavailable',
      reason: `siteverify answered HTTP ${status}`,
    })
    expect(provider.received).toHaveLength(1)
  })

  it('malformed JSON and a wrong shape are unavailable, naming the field', async () => {
    provider.script({ text: '{"success": tru' }, { json: { success: 'yes' } })
    expect(await verifier().verify({ token: token('pass') })).toEqual({
      kind: 'unavailable',
      reason: 'siteverify answered with malformed JSON',
    })
    expect(await verifier().verify({ token: token('pass') })).toMatchObject({
      kind: 'unavailable',
      reason: expect.stringContaining('field "success"'),
    })
  })

  it('an unreachable provider is unavailable', async () => {
    const gone = await startLoopback()
    const url = gone.url
    await gone.close()
    expect(await verifier({ baseUrl: url }).verify({ token: token('pass') })).toMatchObject({
      kind: 'unavailable',
      reason: expect.stringMatching(/^unreachable/),
    })
  })

  it('property: whatever the token and whatever the provider answers, a verdict comes back and refusals carry a shopper message', async () => {
    const answers = fc.oneof(
      fc.constant('fake' as const),
      fc.record({ status: fc.constantFrom(200, 400, 500, 503), json: fc.anything({ maxDepth: 2 }) }),
      fc.record({
        json: fc.record({
          success: fc.boolean(),
          'error-codes': fc.array(
            fc.constantFrom(
              'missing-input-response',
              'invalid-input-response',
              'timeout-or-duplicate',
              'internal-error',
              'bad-request',
              'odd-new-code',
            ),
            { maxLength: 3 },
          ),
        }),
      }),
    )
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), answers, async (t, answer) => {
        provider.handle(answer === 'fake' ? fakeSiteverify() : () => answer)
        const verdict = await verifier().verify({ token: t })
        if (verdict.kind === 'refused') expect(Object.values(TURNSTILE_MESSAGES)).toContain(verdict.message)
        else expect(['passed', 'unavailable']).toContain(verdict.kind)
        // a pass needs the provider's own success: the fake passes only `pass…` tokens
        if (verdict.kind === 'passed' && answer === 'fake') expect(t.startsWith('pass')).toBe(true)
      }),
      { numRuns: 60 },
    )
  })
})

describe('remembering passed tokens across the steps of one form', () => {
  it('a passed token passes again without a second siteverify (which would call it a duplicate)', async () => {
    const v = rememberPassed(verifier())
    const t = token('pass')
    const first = await v.verify({ token: t })
    // the pass names the token as one answer to spend: the lead stored with it keeps it for its further steps
    expect(first).toEqual({
      kind: 'passed',
      spend: { key: expect.stringMatching(/^passed:/), expiresAt: expect.any(Number) },
    })
    expect(await v.verify({ token: t })).toEqual(first)
    expect(calls()).toHaveLength(1)
  })

  it('two requests with one token at once share one siteverify', async () => {
    const v = rememberPassed(verifier())
    const t = token('pass')
    const [one, other] = await Promise.all([v.verify({ token: t }), v.verify({ token: t })])
    expect(one).toMatchObject({ kind: 'passed' })
    expect(other).toEqual(one)
    expect(calls()).toHaveLength(1)
  })

  it('refusals and outages are not remembered', async () => {
    const v = rememberPassed(verifier())
    const t = token('pass')
    provider.script({ status: 503, text: 'down' }, { status: 503, text: 'down' })
    expect(await v.verify({ token: t })).toMatchObject({ kind: 'unavailable' })
    expect(await v.verify({ token: t })).toMatchObject({ kind: 'passed' })
    expect(await v.verify({ token: '' })).toMatchObject({ kind: 'refused' })
    expect(await v.verify({ token: '' })).toMatchObject({ kind: 'refused' })
    expect(calls().map((c) => c.response)).toEqual([t, t, t, '', ''])
  })
})
