import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { cookieValue, isQaPath, qaGate, qaGateAnswer } from './qa-gate.ts'

const TOKEN = 'qa-token-0123456789'
const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name.toLowerCase()] ?? null })
const request = (target: string, init: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://demo-motors.localhost${target}`, { method, headers: init })
const answer = (gate: ReturnType<typeof qaGate>, target: string, init: Record<string, string> = {}, method = 'GET') => {
  const req = request(target, init, method)
  return qaGateAnswer(gate, req, new URL(req.url))
}

describe('isQaPath', () => {
  it('is every address the router would match under /mock, written any way', () => {
    for (const path of [
      '/mock',
      '/mock/',
      '/mock/auth-codes',
      '/MOCK/leads',
      '/Mock/api/leads/1',
      '/%6Dock/auth-codes',
      '/%4d%4f%43%4b/leads',
      '//mock/leads',
      '/./mock/leads',
      '/mock/vehicle-stock.json',
    ])
      expect(isQaPath(path), path).toBe(true)
    for (const path of ['/', '/mockery', '/api/leads', '/search/mock', '/cars/mock-car', '/%E0%A4%A', '/mocks/x'])
      expect(isQaPath(path), path).toBe(false)
  })
})

describe('qaGate', () => {
  it('demo and mock: open to every request', () => {
    for (const preset of ['demo', 'mock'] as const) {
      const gate = qaGate(preset, undefined)
      expect(gate.open).toBe(true)
      expect(gate.allows(headers({}))).toBe(true)
      expect(answer(gate, '/mock/auth-codes')).toBeNull()
    }
  })

  it('live: only the token, in the X-QA-Token header or the qa_token cookie', () => {
    const gate = qaGate('live', TOKEN)
    expect(gate.open).toBe(false)
    expect(gate.allows(headers({}))).toBe(false)
    expect(gate.allows(headers({ 'x-qa-token': TOKEN }))).toBe(true)
    expect(gate.allows(headers({ cookie: `_ga=1; qa_token=${TOKEN}` }))).toBe(true)
    expect(gate.allows(headers({ 'x-qa-token': `${TOKEN} ` }))).toBe(false)
    expect(gate.allows(headers({ cookie: `qa_token=${TOKEN.slice(1)}` }))).toBe(false)
    expect(gate.allows(headers({ cookie: `other_qa_token=${TOKEN}` }))).toBe(false)
  })

  it('live without a token: nothing is let through', () => {
    for (const token of [undefined, null, '']) {
      const gate = qaGate('live', token)
      expect(gate.allows(headers({ 'x-qa-token': '' }))).toBe(false)
      expect(gate.isToken('')).toBe(false)
      expect(answer(gate, '/mock/leads?qa_token=')?.status).toBe(404)
    }
  })

  it('property: only the token itself passes', () => {
    const gate = qaGate('live', TOKEN)
    fc.assert(
      fc.property(fc.string(), (given) => {
        expect(gate.isToken(given)).toBe(given === TOKEN)
        expect(gate.allows(headers({ 'x-qa-token': given }))).toBe(given === TOKEN)
      }),
    )
  })
})

describe('qaGateAnswer (live)', () => {
  const gate = qaGate('live', TOKEN)

  it('404 for a /mock address without the token, with no cache; other addresses pass', async () => {
    const refused = answer(gate, '/mock/auth-codes')!
    expect(refused.status).toBe(404)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.text()).toBe('Not found')
    expect(answer(gate, '/mock/api/leads', {}, 'POST')?.status).toBe(404)
    expect(answer(gate, '/search/our-cars')).toBeNull()
    expect(answer(gate, '/mock/auth-codes', { 'x-qa-token': TOKEN })).toBeNull()
  })

  it('?qa_token= with the token: the cookie, and on to the address without it; a wrong one: 404, no cookie', () => {
    const visit = answer(gate, `/mock/leads?x=1&qa_token=${TOKEN}`)!
    expect(visit.status).toBe(303)
    expect(visit.headers.get('location')).toBe('/mock/leads?x=1')
    expect(visit.headers.get('set-cookie')).toBe(`qa_token=${TOKEN}; Path=/; Max-Age=28800; HttpOnly; SameSite=Lax`)
    const secure = answer(gate, `/mock/leads?qa_token=${TOKEN}`, { 'x-forwarded-proto': 'https' })!
    expect(secure.headers.get('set-cookie')).toMatch(/; Secure$/)
    const wrong = answer(gate, '/mock/leads?qa_token=nope')!
    expect(wrong.status).toBe(404)
    expect(wrong.headers.get('set-cookie')).toBeNull()
  })
})

describe('cookieValue', () => {
  it('reads one cookie by its exact name', () => {
    expect(cookieValue('a=1; qa_token=x%20y; b=2', 'qa_token')).toBe('x y')
    expect(cookieValue('xqa_token=1', 'qa_token')).toBeNull()
    expect(cookieValue(null, 'qa_token')).toBeNull()
  })
})
