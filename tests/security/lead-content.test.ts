import { expect, it } from 'vitest'
import { makeLeadPayload } from '@adapters/store-sqlite/testing/lead-fixture.ts'
import { describeBuilt, suiteServer, type Answer, type ProductionServer } from './support/production-server.ts'

/**
 * Issue 26 item 8 over HTTP, on the production server: what a lead holds is checked on every way a lead comes in,
 * POST /api/leads with its length and the same sent chunked (its body counted as it is read), the update
 * (PUT /api/leads/{id}), Car Clarity (POST /api/carClarityCustomer) and, under the mock adapters, /mock/api/leads: a
 * control character is 400 naming its field; a completed lead without a name (after SPEC §3's first_name fallback),
 * without an email or a phone, or without a required answer of its form is 422 naming the field. On two sites:
 * subscribe-cars (no captcha) and kiwi-cars-nz (NZ numeric phones, a captcha: these checks come before it).
 */
const SITES = [
  { slug: 'subscribe-cars', dealership: 'subscribe-cars', phone: '0412 345 678', captcha: false },
  { slug: 'kiwi-cars-nz', dealership: 'kiwi-cars', phone: '0211234567', captcha: true },
] as const
type Site = (typeof SITES)[number]

const complete = { form_completed: true, lead_status: 'Complete' } as const
const CASES = [
  ['a NUL in the name', { name: 'Pat\u0000Tester' }, 400, 'lead.name'],
  ['a NUL in an answer of the form', { extra: { position: 'Advisor\u0000' } }, 400, 'lead.extra.position'],
  ['an escape sequence in the message', { message: 'Hi \u001b[31mred' }, 400, 'lead.message'],
  ['a completed lead with neither email nor phone', { ...complete, email: '', phone: null }, 422, 'lead.email'],
  [
    'a completed lead whose name is gone after the first_name fallback',
    { ...complete, name: 'undefined undefined', first_name: '' },
    422,
    'lead.name',
  ],
  [
    'a completed careers lead without its résumé',
    { ...complete, form: 'careers', extra: { position: 'Advisor' } },
    422,
    'lead.attachments',
  ],
] as const

let next = 0
/** One request from an address of its own (behind the trusted loopback proxy), so the lead rate never joins two. */
function send(
  server: ProductionServer,
  method: string,
  path: string,
  site: Site,
  body: string,
  chunked = false,
): Promise<Answer> {
  next++
  const headers = {
    host: `${site.slug}.localhost`,
    'content-type': 'application/json',
    'x-forwarded-for': `198.18.${Math.floor(next / 250)}.${(next % 250) + 1}`,
  }
  return server.send(method, path, { host: headers.host, headers, body, chunked })
}

const leadOf = (site: Site, over: Record<string, unknown>) =>
  JSON.stringify({
    lead: makeLeadPayload({
      website_slug: site.slug,
      dealership_slug: site.dealership,
      phone: site.phone,
      ...over,
    }),
  })

/** Every way in: its name, method and path, and whether its body goes chunked (no declared length). */
const PATHS = [
  ['POST /api/leads, sized', 'POST', '/api/leads', false],
  ['POST /api/leads, chunked', 'POST', '/api/leads', true],
  ['PUT /api/leads/{id}', 'PUT', '/api/leads/lead-content-0001', false],
  ['POST /api/carClarityCustomer', 'POST', '/api/carClarityCustomer', false],
] as const
const MOCK_PATHS = [
  ['POST /mock/api/leads', 'POST', '/mock/api/leads', false],
  ['PUT /mock/api/leads/{id}', 'PUT', '/mock/api/leads/lead-content-0001', false],
] as const

function checksEveryCase(server: () => ProductionServer, paths: typeof PATHS | typeof MOCK_PATHS): void {
  for (const site of SITES)
    for (const [way, method, path, chunked] of paths)
      it(`${site.slug}, ${way}: each refused naming its field`, async () => {
        for (const [what, over, status, field] of CASES) {
          const answer = await send(server(), method, path, site, leadOf(site, over), chunked)
          expect(answer.status, `${what}: ${answer.body}`).toBe(status)
          const body = JSON.parse(answer.body) as { error: string; field: string }
          expect(body.field, what).toBe(field)
          expect(body.error, what).toMatch(new RegExp(`^Invalid field ${field.replace(/[.[\]]/g, '\\$&')}: `))
        }
        // the same lead without the fault is not refused for it
        const fine = await send(
          server(),
          method,
          path,
          site,
          leadOf(site, { ...complete, message: 'Hi\n\tthere' }),
          chunked,
        )
        const answered = JSON.parse(fine.body) as { field?: string }
        if (site.captcha) expect(answered.field).toBe('lead.captcha_answer')
        else if (method === 'POST') expect(fine.status, fine.body).toBe(201)
        else expect(fine.status, fine.body).toBe(404)
      })
}

describeBuilt('what a lead holds is checked on every way a lead comes in', () => {
  const server = suiteServer({ TRUST_PROXY: 'loopback' })
  checksEveryCase(() => server, PATHS)
})

describeBuilt('… and under the mock adapters, on /mock/api/leads', () => {
  const server = suiteServer({ TRUST_PROXY: 'loopback', ADAPTERS: 'mock' })
  checksEveryCase(() => server, MOCK_PATHS)
})
