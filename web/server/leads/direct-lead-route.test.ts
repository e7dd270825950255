import { afterEach, describe, expect, it } from 'vitest'
import { makeLeadPayload } from '@adapters/store-sqlite/testing/lead-fixture.ts'
import { createMemoryRateLimiter } from '@adapters/store-memory/memory-rate-limiter.ts'
import { directLeadRoute } from './direct-lead-route.ts'
import { leadRequest, leadTestKit } from './testing/lead-test-kit.server.ts'

const open: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of open.splice(0)) await close()
})
function kit(options: Parameters<typeof leadTestKit>[0] = {}) {
  const k = leadTestKit(options)
  open.push(() => k.services.close())
  return k
}
const lead = () => ({ lead: makeLeadPayload() })
const pathOf = (request: Request) => new URL(request.url).pathname

describe('the lead create answered before Start (web/server.ts)', () => {
  it('takes POST /api/leads: the lead is stored and answered 201 {id}, as the file route answers it', async () => {
    const { services, context } = kit()
    const request = leadRequest('POST', '/api/leads', lead())
    const response = await directLeadRoute(request, pathOf(request), context)
    expect(response?.status).toBe(201)
    const { id } = (await response!.json()) as { id: string }
    expect((await services.store.get('demo-motors', id))?.payload.email).toBe('jo@example.com')
  })

  it.each([
    ['PUT', '/api/leads'],
    ['POST', '/api/leads/'],
    ['POST', '/api/leads/abc'],
    ['POST', '/mock/api/leads'],
    ['POST', '/api/carClarityCustomer'],
  ] as const)('leaves %s %s to Start', async (method, path) => {
    const { context } = kit()
    const request = leadRequest(method === 'PUT' ? 'PUT' : 'POST', path, lead())
    expect(directLeadRoute(request, pathOf(request), context)).toBeNull()
  })

  it('counts a sender without X-Forwarded-For by the address the HTTP entry settled on the request', async () => {
    const { context } = kit({ limiter: createMemoryRateLimiter({ capacity: 1, refillPerMinute: 1 / 60 }) })
    const from = (ip: string) => {
      const request = leadRequest('POST', '/api/leads', lead())
      Object.defineProperty(request, 'ip', { value: ip })
      return directLeadRoute(request, pathOf(request), context)!
    }
    expect((await from('192.0.2.1')).status).toBe(201)
    expect((await from('192.0.2.1')).status).toBe(429)
    expect((await from('192.0.2.2')).status).toBe(201)
  })
})
