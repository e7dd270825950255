import { afterEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { makeLeadPayload } from '@adapters/store-sqlite/testing/lead-fixture.ts'
import type { LeadPayload } from '@domain/leads/lead-payload.schema.ts'
import { CAPTCHA_MESSAGES, answerOf, createSignedChallenge } from '@adapters/captcha-local/signed-challenge.ts'
import type { CaptchaResponse, CaptchaVerdict, CaptchaVerifierPort } from '@domain/ports/captcha.port.ts'
import { leadRequest, leadTestKit, makeTenant } from './testing/lead-test-kit.server.ts'
import { ANSWER_ALREADY_USED } from '@application/leads/lead-intake.ts'
import type { LeadTestServices } from './testing/lead-test-kit.server.ts'

const open: LeadTestServices[] = []
afterEach(async () => {
  for (const s of open.splice(0)) await s.close()
})

const local = createSignedChallenge({ secret: 'lead-captcha-test-secret-0123456789' })
/** a lead of the enquiry form, the form the challenges below are issued for */
const enquiryLead = (over: Partial<LeadPayload> = {}) => makeLeadPayload({ form: 'enquiry', ...over })

/** A verifier that answers the verdicts it is given, in turn (the last one again), recording what it was asked. */
function scripted(...verdicts: CaptchaVerdict[]) {
  const asked: { response: CaptchaResponse; remoteIp: string | undefined }[] = []
  let gate: Promise<void> = Promise.resolve()
  const port: CaptchaVerifierPort = {
    async verify(response, remoteIp) {
      asked.push({ response, remoteIp })
      await gate
      return verdicts[Math.min(asked.length - 1, verdicts.length - 1)] ?? { kind: 'passed' }
    },
  }
  return {
    port,
    asked,
    /** holds every answer until the returned function is called */
    hold(): () => void {
      let release!: () => void
      gate = new Promise((resolve) => (release = resolve))
      return release
    },
  }
}

const PASSED: CaptchaVerdict = { kind: 'passed' }
const REFUSED: CaptchaVerdict = {
  kind: 'refused',
  message: 'The security check failed. Please try it again.',
  codes: ['invalid-input-response'],
}
const DOWN: CaptchaVerdict = { kind: 'unavailable', reason: 'no answer within 5000 ms' }

function kit(captchaShown: boolean, verifier: CaptchaVerifierPort = local, logged: unknown[][] = []) {
  const tenant = makeTenant({ forms: { captcha: captchaShown } })
  const k = leadTestKit({ tenants: [tenant], captcha: () => verifier, log: (...args) => logged.push(args) })
  open.push(k.services)
  return k.services
}

const post = (lead: Record<string, unknown>, headers: Record<string, string> = {}) =>
  leadRequest('POST', '/api/leads', { lead }, { headers })
const put = (id: string, lead: Record<string, unknown>) => leadRequest('PUT', `/api/leads/${id}`, { lead })

describe('the lead routes check the local challenge where the site shows a captcha', () => {
  it('refuses a lead without a right answer with the exact demo message, storing nothing', async () => {
    const s = kit(true)
    const challenge = local.issue('demo-motors', 'enquiry')
    for (const extra of [{}, { captcha_token: challenge.token, captcha_answer: '999' }]) {
      const response = await s.handlers.createLead(post({ ...enquiryLead(), ...extra }))
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({
        error: 'Please answer the security question correctly.',
        field: 'lead.captcha_answer',
      })
    }
    expect(await s.store.list('demo-motors', 10)).toEqual([])
  })

  it('accepts the right answer, and again on the PUT of the next step', async () => {
    const s = kit(true)
    const challenge = local.issue('demo-motors', 'enquiry')
    const captcha = { captcha_token: challenge.token, captcha_answer: String(answerOf(challenge.question)) }
    const created = await s.handlers.createLead(post({ ...enquiryLead(), ...captcha }))
    expect(created.status).toBe(201)
    const { id } = await created.json()
    const updated = await s.handlers.updateLead(
      put(id, { ...enquiryLead({ lead_id: id, step_number: 2 }), ...captcha }),
      id,
    )
    expect(updated.status).toBe(200)
    expect((await s.store.get('demo-motors', id))?.payload).not.toHaveProperty('captcha_token')
  })

  it('asks nothing of sites without a captcha', async () => {
    const v = scripted(REFUSED)
    const s = kit(false, v.port)
    expect((await s.handlers.createLead(post(enquiryLead()))).status).toBe(201)
    expect(v.asked).toEqual([])
  })
})

describe('a local answer counts once, on the site and the lead it was given for (issue 16 item 4)', () => {
  const solved = (tenant = 'demo-motors') => {
    const challenge = local.issue(tenant, 'enquiry')
    return { captcha_token: challenge.token, captcha_answer: String(answerOf(challenge.question)) }
  }
  const other = makeTenant({
    id: 2,
    slug: 'other-motors',
    domain_name: 'other-motors.example',
    forms: { captcha: true },
    dealerships: [
      {
        id: 3,
        name: 'other-motors',
        slug: 'other-motors',
        review_count: 0,
        average_rating: 0,
        manufacturers: [],
        four_step_valuation_form: false,
        enable_valuation_offer_rejection: false,
      },
    ],
  })
  const twoSites = () => {
    const k = leadTestKit({ tenants: [makeTenant({ forms: { captcha: true } }), other], captcha: () => local })
    open.push(k.services)
    return k.services
  }

  it('an answer solved on one site is refused on another', async () => {
    const s = twoSites()
    const lead = {
      ...enquiryLead({ website_slug: 'other-motors', dealership_slug: 'other-motors' }),
      ...solved('demo-motors'),
    }
    const refused = await s.handlers.createLead(
      leadRequest('POST', '/api/leads', { lead }, { host: 'other-motors.localhost' }),
    )
    expect(refused.status).toBe(422)
    const allowed = { ...lead, ...solved('other-motors') }
    expect(
      (
        await s.handlers.createLead(
          leadRequest('POST', '/api/leads', { lead: allowed }, { host: 'other-motors.localhost' }),
        )
      ).status,
    ).toBe(201)
    expect(await s.store.list('other-motors', 10)).toHaveLength(1)
  })

  it("once a lead is stored with it, the answer is refused for any other lead, but serves that lead's next steps", async () => {
    const s = kit(true)
    const captcha = solved()
    const first = await s.handlers.createLead(post({ ...enquiryLead(), ...captcha }))
    expect(first.status).toBe(201)
    const { id } = await first.json()
    const replay = await s.handlers.createLead(post({ ...enquiryLead({ email: 'bot@example.com' }), ...captcha }))
    expect(replay.status).toBe(422)
    expect(await replay.json()).toEqual({ error: ANSWER_ALREADY_USED, field: 'lead.captcha_answer' })
    expect(
      (await s.handlers.updateLead(put(id, { ...enquiryLead({ lead_id: id, step_number: 2 }), ...captcha }), id))
        .status,
    ).toBe(200)
    // another lead of the site cannot take it over through an update either
    const { id: second } = await (await s.handlers.createLead(post({ ...enquiryLead(), ...solved() }))).json()
    expect(
      (
        await s.handlers.updateLead(
          put(second, { ...enquiryLead({ lead_id: second, step_number: 2 }), ...captcha }),
          second,
        )
      ).status,
    ).toBe(422)
    expect((await s.store.list('demo-motors', 10)).map((l) => [l.id, l.version])).toEqual([
      [second, 1],
      [id, 2],
    ])
  })

  it('an attempt that stored nothing spends nothing: the retry with the same answer is taken', async () => {
    const s = kit(true)
    const captcha = solved()
    expect((await s.handlers.createLead(post({ ...enquiryLead({ email: 'not-an-email' }), ...captcha }))).status).toBe(
      422,
    )
    expect((await s.handlers.createLead(post({ ...enquiryLead(), ...captcha }))).status).toBe(201)
  })

  it('a retry with the same Idempotency-Key (its answer lost) answers the same lead, after the answer was spent', async () => {
    const s = kit(true)
    const captcha = solved()
    const headers = { 'Idempotency-Key': 'retry-after-lost-answer-1' }
    const first = await (await s.handlers.createLead(post({ ...enquiryLead(), ...captcha }, headers))).json()
    const retry = await s.handlers.createLead(post({ ...enquiryLead(), ...captcha }, headers))
    expect(retry.status).toBe(201)
    expect(await retry.json()).toEqual(first)
    expect(await s.store.list('demo-motors', 10)).toHaveLength(1)
  })
})

describe('an asynchronous verifier (a hosted provider)', () => {
  it("is given the token, the answer and the sender's address", async () => {
    const v = scripted(PASSED)
    const s = kit(true, v.port)
    await s.handlers.createLead(
      post({ ...enquiryLead(), captcha_token: 'tok-1', captcha_answer: 7 }, { 'x-forwarded-for': '203.0.113.9' }),
    )
    await s.handlers.createLead(post(enquiryLead(), { 'x-forwarded-for': '203.0.113.9' }))
    expect(v.asked).toEqual([
      { response: { token: 'tok-1', answer: '7' }, remoteIp: '203.0.113.9' },
      { response: { token: '' }, remoteIp: '203.0.113.9' },
    ])
  })

  it("a refusal answers 422 with the verifier's message, and neither a create nor an update is written", async () => {
    const v = scripted(PASSED, REFUSED)
    const s = kit(true, v.port)
    const { id } = await (await s.handlers.createLead(post({ ...enquiryLead(), captcha_token: 'tok' }))).json()
    const refused = await s.handlers.updateLead(
      put(id, { ...enquiryLead({ lead_id: id, step_number: 2 }), captcha_token: 'tok' }),
      id,
    )
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({
      error: 'The security check failed. Please try it again.',
      field: 'lead.captcha_answer',
    })
    const created = await s.handlers.createLead(post({ ...enquiryLead(), captcha_token: 'tok2' }))
    expect(created.status).toBe(422)
    const stored = await s.store.list('demo-motors', 10)
    expect(stored.map((l) => [l.id, l.version, l.payload.step_number])).toEqual([[id, 1, 1]])
  })

  it('nothing is written while the verifier is still deciding', async () => {
    const v = scripted(PASSED)
    const s = kit(true, v.port)
    const release = v.hold()
    const pending = s.handlers.createLead(post({ ...enquiryLead(), captcha_token: 'tok' }))
    await vi.waitFor(() => expect(v.asked).toHaveLength(1))
    expect(await s.store.list('demo-motors', 10)).toEqual([])
    release()
    expect((await pending).status).toBe(201)
    expect(await s.store.list('demo-motors', 10)).toHaveLength(1)
  })

  it('an unavailable provider lets the lead in marked captcha_unverified, and logs it', async () => {
    const logged: unknown[][] = []
    const s = kit(true, scripted(DOWN).port, logged)
    const response = await s.handlers.createLead(post({ ...enquiryLead(), captcha_token: 'tok' }))
    expect(response.status).toBe(201)
    const { id } = await response.json()
    expect((await s.store.get('demo-motors', id))?.payload.captcha_unverified).toBe(true)
    expect(logged).toEqual([
      [
        '[captcha] provider unavailable (no answer within 5000 ms); lead accepted marked captcha_unverified',
        { tenant: 'demo-motors', category: 'General Enquiry', lead_id: null },
      ],
    ])
    // the outbox hands the mark to the receiving system with the rest of the payload
    await s.delivery.idle()
    expect((await s.inbox?.inbox('demo-motors', 10))?.[0]?.payload).toMatchObject({ captcha_unverified: true })
  })

  it('only the server sets the mark: whatever a sender puts there is dropped', async () => {
    const s = kit(true, scripted(PASSED).port)
    for (const sent of [true, false, 'yes', null, { deep: 1 }]) {
      const response = await s.handlers.createLead(
        post({ ...enquiryLead(), captcha_token: 'tok', captcha_unverified: sent }),
      )
      expect(response.status).toBe(201)
      const { id } = await response.json()
      expect((await s.store.get('demo-motors', id))?.payload).not.toHaveProperty('captcha_unverified')
    }
  })

  it('is not asked when an earlier check fails (its token stays unspent)', async () => {
    const v = scripted(PASSED)
    const s = kit(true, v.port)
    const lead = { ...enquiryLead(), captcha_token: 'tok' }
    expect((await s.handlers.createLead(post({ ...lead, website_slug: 'other-motors' }))).status).toBe(403)
    expect((await s.handlers.createLead(post({ ...lead, email: 42 }))).status).toBe(422)
    expect((await s.handlers.createLead(leadRequest('POST', '/api/leads', '{"lead": '))).status).toBe(400)
    expect((await s.handlers.updateLead(put('abc', { ...lead, lead_id: 'other' }), 'abc')).status).toBe(422)
    expect((await s.handlers.updateLead(put('bad id!', lead), 'bad id!')).status).toBe(404)
    expect(v.asked).toEqual([])
  })
})

describe('property: nothing is written unless every check passed', () => {
  const arbRequest = fc.record({
    verdict: fc.constantFrom(PASSED, REFUSED, DOWN),
    fault: fc.constantFrom(null, 'website', 'dealership', 'field'),
    sentMark: fc.option(fc.oneof(fc.boolean(), fc.string({ maxLength: 3 })), { nil: undefined }),
  })

  it('writes exactly the requests with good fields and a verdict other than refused; marks exactly the unavailable ones', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(arbRequest, { minLength: 1, maxLength: 8 }), async (requests) => {
        const verdicts = requests.filter((r) => r.fault === null).map((r) => r.verdict)
        const v = scripted(...verdicts)
        const s = kit(true, v.port)
        const statuses: number[] = []
        for (const r of requests) {
          const lead: Record<string, unknown> = { ...enquiryLead(), captcha_token: 'tok' }
          if (r.fault === 'website') lead.website_slug = 'other-motors'
          if (r.fault === 'dealership') lead.dealership_slug = 'nowhere'
          if (r.fault === 'field') lead.form_completed = 'no'
          if (r.sentMark !== undefined) lead.captcha_unverified = r.sentMark
          statuses.push((await s.handlers.createLead(post(lead))).status)
        }
        const good = requests.filter((r) => r.fault === null)
        expect(v.asked).toHaveLength(good.length)
        const stored = await s.store.list('demo-motors', 100)
        expect(stored).toHaveLength(good.filter((r) => r.verdict !== REFUSED).length)
        expect(stored.filter((l) => l.payload.captcha_unverified === true)).toHaveLength(
          good.filter((r) => r.verdict === DOWN).length,
        )
        expect(statuses.filter((st) => st === 201)).toHaveLength(stored.length)
        await s.close()
        open.splice(open.indexOf(s), 1)
      }),
      { numRuns: 40 },
    )
  })
})

describe('a local answer counts on the form it was issued for only (issue 16 item 4)', () => {
  const solvedFor = (form: string) => {
    const challenge = local.issue('demo-motors', form)
    return { captcha_token: challenge.token, captcha_answer: String(answerOf(challenge.question)) }
  }

  it('the right answer to a question asked for another form is refused with 422 naming why, and stores or spends nothing', async () => {
    const s = kit(true)
    const captcha = solvedFor('test-drive')
    const refused = await s.handlers.createLead(post({ ...enquiryLead(), ...captcha }))
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({ error: CAPTCHA_MESSAGES['other-form'], field: 'lead.captcha_answer' })
    // a lead that names no form cannot use it either
    expect((await s.handlers.createLead(post({ ...makeLeadPayload(), ...captcha }))).status).toBe(422)
    expect(await s.store.list('demo-motors', 10)).toEqual([])
    // on its own form the same answer is still good: the refusals spent nothing
    expect((await s.handlers.createLead(post({ ...enquiryLead({ form: 'test-drive' }), ...captcha }))).status).toBe(201)
  })

  it('a form the forms registry does not know is refused by validation, before the captcha is asked', async () => {
    const v = scripted(PASSED)
    const s = kit(true, v.port)
    const response = await s.handlers.createLead(
      post({ ...makeLeadPayload(), form: 'bogus-form', captcha_token: 'tok' }),
    )
    expect(response.status).toBe(422)
    expect((await response.json()).field).toBe('lead.form')
    expect(v.asked).toEqual([])
  })

  it('the verifier is told the site and the form the lead names', async () => {
    const asked: unknown[] = []
    const port: CaptchaVerifierPort = {
      verify: async (_r, _ip, binding) => {
        asked.push(binding)
        return PASSED
      },
    }
    const s = kit(true, port)
    expect(
      (await s.handlers.createLead(post({ ...enquiryLead({ form: 'careers' }), captcha_token: 'tok' }))).status,
    ).toBe(201)
    expect(asked).toEqual([{ tenant: 'demo-motors', form: 'careers' }])
  })
})
