import { afterEach, describe, expect, it } from 'vitest'
import { makeLeadPayload } from '@adapters/store-sqlite/testing/lead-fixture.ts'
import { issueChallenge, verifyChallenge, answerOf } from '../captcha.server.ts'
import { leadRequest, leadTestKit, makeTenant } from './testing/lead-test-kit.server.ts'
import type { LeadServices } from './leads-services.server.ts'

const open: LeadServices[] = []
afterEach(async () => {
  for (const s of open.splice(0)) await s.close()
})

const check = (body: unknown) => {
  const lead = (body as { lead?: { captcha_token?: unknown; captcha_answer?: unknown } }).lead
  return verifyChallenge(lead?.captcha_token, lead?.captcha_answer) ? null : 'Please answer the security question correctly.'
}

function kit(captchaShown: boolean) {
  const tenant = makeTenant({ forms: { captcha: captchaShown } })
  const k = leadTestKit({ tenants: [tenant], captcha: check })
  open.push(k.services)
  return k.services
}

describe('the lead routes check the captcha where the site shows one', () => {
  it('refuses a lead without a right answer, storing nothing', async () => {
    const s = kit(true)
    const challenge = issueChallenge()
    for (const extra of [{}, { captcha_token: challenge.token, captcha_answer: '999' }]) {
      const response = await s.handlers.createLead(leadRequest('POST', '/api/leads', { lead: { ...makeLeadPayload(), ...extra } }))
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({ error: 'Please answer the security question correctly.', field: 'lead.captcha_answer' })
    }
    expect(await s.store.list('demo-motors', 10)).toEqual([])
  })

  it('accepts the right answer', async () => {
    const s = kit(true)
    const challenge = issueChallenge()
    const lead = { ...makeLeadPayload(), captcha_token: challenge.token, captcha_answer: String(answerOf(challenge.question)) }
    const response = await s.handlers.createLead(leadRequest('POST', '/api/leads', { lead }))
    expect(response.status).toBe(201)
  })

  it('asks nothing of sites without a captcha', async () => {
    const s = kit(false)
    const response = await s.handlers.createLead(leadRequest('POST', '/api/leads', { lead: makeLeadPayload() }))
    expect(response.status).toBe(201)
  })
})
