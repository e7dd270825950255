import { expect, it } from 'vitest'
import { makeLeadPayload } from '@adapters/store-sqlite/testing/lead-fixture.ts'
import { CAPTCHA_MESSAGES, answerOf } from '@adapters/captcha-local/signed-challenge.ts'
import { ANSWER_ALREADY_USED } from '@application/leads/lead-intake.ts'
import type { LeadPayload } from '@domain/leads/lead-payload.schema.ts'
import { describeBuilt, suiteServer } from './support/production-server.ts'
import { callServerFn } from './support/server-functions.ts'

/**
 * Issue 16 item 4, against the production server: the local captcha's question is issued for one site and one form
 * (the form the lead names, `lead.form`); its right answer on another form or another site is refused with a 422
 * that says which, and it is spent only by the lead stored with it, so a retry of that create is still answered.
 */

const DEMO = 'demo-motors.localhost'
const COASTAL = 'coastal-nissan.localhost'

describeBuilt('the local captcha is bound to the site and the form it was issued for', () => {
  const server = suiteServer()

  /** a question asked by `form` of the site at `host`, answered right */
  async function solved(form: string, host = DEMO) {
    const { status, value } = await callServerFn(server, 'getCaptchaChallenge', { form }, host)
    expect(status).toBe(200)
    expect(value).toMatchObject({ kind: 'challenge' })
    return { captcha_token: value.token as string, captcha_answer: String(answerOf(value.question)) }
  }

  const post = (
    lead: Partial<LeadPayload> & Record<string, unknown>,
    host = DEMO,
    headers: Record<string, string> = {},
  ) =>
    server.send('POST', '/api/leads', {
      host,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ lead }),
    })

  it('a form the forms registry does not know gets no question (400)', async () => {
    expect((await callServerFn(server, 'getCaptchaChallenge', { form: 'no-such-form' })).status).toBe(400)
  })

  it('refuses the right answer on another form and on another site, naming which, and stores nothing', async () => {
    const captcha = await solved('enquiry')
    const otherForm = await post({ ...makeLeadPayload({ form: 'test-drive' }), ...captcha })
    expect(otherForm.status).toBe(422)
    expect(JSON.parse(otherForm.body)).toEqual({
      error: CAPTCHA_MESSAGES['other-form'],
      field: 'lead.captcha_answer',
    })
    const coastal = { website_slug: 'coastal-nissan', dealership_slug: 'coastal-nissan' } as const
    const otherSite = await post({ ...makeLeadPayload({ form: 'enquiry', ...coastal }), ...captcha }, COASTAL)
    expect(otherSite.status).toBe(422)
    expect(JSON.parse(otherSite.body)).toEqual({
      error: CAPTCHA_MESSAGES['other-site'],
      field: 'lead.captcha_answer',
    })
    // a lead naming no form is not the form the question was asked for either
    expect((await post({ ...makeLeadPayload(), ...captcha })).status).toBe(422)
  })

  it('the right site and form store the lead; its retry (same Idempotency-Key) answers the same lead, any other lead is refused', async () => {
    const captcha = await solved('test-drive')
    const lead = { ...makeLeadPayload({ form: 'test-drive', email: 'bound@example.com' }), ...captcha }
    const key = { 'idempotency-key': 'captcha-binding-0123456789abcdef' }
    const first = await post(lead, DEMO, key)
    expect(first.status).toBe(201)
    const retry = await post(lead, DEMO, key)
    expect(retry.status).toBe(201)
    expect(JSON.parse(retry.body).id).toBe(JSON.parse(first.body).id)
    const replay = await post(lead, DEMO, { 'idempotency-key': 'captcha-binding-fedcba9876543210' })
    expect(replay.status).toBe(422)
    expect(JSON.parse(replay.body)).toEqual({ error: ANSWER_ALREADY_USED, field: 'lead.captcha_answer' })
  })
})
