import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeLeadPayload } from '@adapters/store-sqlite/testing/lead-fixture.ts'
import { answerOf } from '@adapters/captcha-local/signed-challenge.ts'
import { EXPIRED_CODE, MAX_CODE_ATTEMPTS, WRONG_CODE } from '@adapters/auth-local/local-auth.ts'
import { ANSWER_ALREADY_USED } from '@application/leads/lead-intake.ts'
import { STARTS_PER_CAR } from '@application/checkout/reservations.ts'
import { built, startInstances, type Instance } from './support/instances.ts'
import { eventually, postgresStore, sqliteStore, type Store } from './support/stores.ts'
import { BUYER } from '@domain/payments/reservation-buyer.fixture.ts'

/**
 * Issue 14: two production servers on one store, PostgreSQL (DATABASE_URL) and the embedded SQLite file (one
 * DATA_DIR), behave as one site: what one process writes, the other answers on its next request.
 */
const SUBSCRIBE = 'subscribe-cars.localhost'
const card = { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Jo Citizen' }

const listingPath = async (site: Instance, host?: string) =>
  String((await site.call('GET', '/search', host ? { host } : {})).headers.location ?? '/search')

/** Whether the listing card of `slug` carries the RESERVED tag. */
function shownReserved(html: string, slug: string): boolean {
  const at = html.indexOf(`/cars/${slug}"`)
  expect(at).toBeGreaterThan(-1)
  // the card (<article class="vc">) holding the car's link: its tag sits in the picture, before the link
  const card = html.slice(html.lastIndexOf('<article', at), html.indexOf('</article>', at))
  return card.includes('vc__tag--reserved')
}

const leadOf = (over: Record<string, unknown> = {}) => ({
  lead: { ...makeLeadPayload({ website_slug: 'subscribe-cars', dealership_slug: 'subscribe-cars' }), ...over },
})

describe.skipIf(!built && !process.env.CI).each(['postgres', 'sqlite'] as const)(
  'two production servers on one %s store',
  (kind) => {
    let store: Store
    let a: Instance
    let b: Instance
    let slugs: string[] = []

    beforeAll(async () => {
      store = kind === 'postgres' ? await postgresStore() : await sqliteStore()
      const started = await startInstances([store.env(0), store.env(1)])
      a = started[0]!
      b = started[1]!
      const listing = await a.call('GET', await listingPath(a))
      slugs = [...new Set([...listing.text.matchAll(/href="\/cars\/([a-z0-9-]+)"/g)].map((m) => m[1]!))]
    }, 120_000)

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()])
      await store?.close()
    })

    /** the next car of the listing an intent can be opened for, and the open intent */
    async function reservableCar(): Promise<{ slug: string; intentId: string }> {
      while (slugs.length > 0) {
        const slug = slugs.shift()!
        const started = (await a.fn('beginReservation', { slug, buyer: BUYER })).value as {
          ok: boolean
          intent?: { id: string }
        }
        if (started.ok) return { slug, intentId: started.intent!.id }
      }
      throw new Error('no reservable car left in the listing')
    }

    it("a car reserved through one is shown reserved in the other's listing on the next request", async () => {
      const path = await listingPath(b)
      const { slug, intentId } = await reservableCar()
      expect(shownReserved((await b.call('GET', path)).text, slug)).toBe(false)
      const done = (await a.fn('completeReservation', { intentId, card })).value as { ok: boolean }
      expect(done.ok).toBe(true)
      expect(shownReserved((await b.call('GET', path)).text, slug)).toBe(true)
      expect(((await b.fn('beginReservation', { slug, buyer: BUYER })).value as { message: string }).message).toBe(
        'This vehicle has already been reserved.',
      )
    })

    it('20 concurrent reservations of one car spread over both (each finished on the other): exactly one succeeds', async () => {
      const { slug, intentId } = await reservableCar()
      const intents = [intentId]
      const refused: string[] = []
      for (let i = 1; i < 20; i++) {
        // as many shoppers: one client begins only its share of a car's reservations
        const shopper = `198.51.100.${kind === 'postgres' ? 150 + i : 170 + i}`
        const started = (await (i % 2 ? b : a).fn('beginReservation', { slug, buyer: BUYER }, undefined, shopper))
          .value as {
          ok: boolean
          intent?: { id: string }
          message?: string
        }
        if (started.ok) intents.push(started.intent!.id)
        else refused.push(started.message!)
      }
      // reserve online's throttle (counted across both) may turn some away at the start; several intents stay open
      // to race for the car
      expect(intents.length).toBeGreaterThanOrEqual(5)
      expect(refused).toEqual(
        Array.from({ length: 20 - intents.length }, () =>
          expect.stringMatching(
            /^(Too many reservations have been started|This vehicle has had too many reservation attempts)/,
          ),
        ),
      )
      // each finished on the other process than the one it was opened on: the intents are the store's
      const answers = await Promise.all(
        intents.map((id, i) => (i % 2 ? a : b).fn('completeReservation', { intentId: id, card })),
      )
      expect(answers.map((r) => r.status)).toEqual(intents.map(() => 200))
      expect(answers.filter((r) => (r.value as { ok: boolean }).ok)).toHaveLength(1)
    })

    it('a sign-in code requested on one is verified on the other, and the session works on both', async () => {
      const email = `shopper-${kind}@example.com`
      expect((await a.call('POST', '/api/auth/code', { json: { email } })).status).toBe(200)
      const code = new RegExp(`sign-in code for ${email} on demo-motors: (\\d{6})`).exec(a.output())?.[1]
      expect(code).toMatch(/^\d{6}$/)
      const verified = await b.call('POST', '/api/auth/verify', { json: { email, code } })
      expect(verified.status).toBe(200)
      const cookie = String(verified.headers['set-cookie']).split(';')[0]!
      for (const site of [a, b]) {
        const session = await site.call('GET', '/api/auth', { headers: { cookie } })
        expect(JSON.parse(session.text).user?.email).toBe(email)
      }
    })

    it('a lead posted to one (its captcha issued by the other) is listed and delivered once', async () => {
      const challenge = (await b.fn('getCaptchaChallenge', { form: 'enquiry' })).value as {
        token: string
        question: string
      }
      const lead = {
        ...makeLeadPayload({ form: 'enquiry' }),
        captcha_token: challenge.token,
        captcha_answer: String(answerOf(challenge.question)),
      }
      const posted = await a.call('POST', '/api/leads', {
        json: { lead },
        headers: { 'x-forwarded-for': '198.51.100.10' },
      })
      expect(posted.status).toBe(201)
      const { id } = JSON.parse(posted.text) as { id: string }
      await eventually(async () => (await store.deliveries([id])).get(id) === 1)
      expect((await b.call('GET', '/mock/leads')).text).toContain(id)
      // the answer was spent on that lead, for both processes
      const replay = await b.call('POST', '/api/leads', {
        json: { lead },
        headers: { 'x-forwarded-for': '198.51.100.11' },
      })
      expect(replay.status).toBe(422)
    })

    it('one solved captcha answer sent with 30 leads at once over both stores one lead (issue 26 item 4)', async () => {
      const challenge = (await a.fn('getCaptchaChallenge', { form: 'enquiry' })).value as {
        token: string
        question: string
      }
      const lead = {
        ...makeLeadPayload({ form: 'enquiry', email: `burst-${kind}@example.com` }),
        captcha_token: challenge.token,
        captcha_answer: String(answerOf(challenge.question)),
      }
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          (i % 2 ? b : a).call('POST', '/api/leads', {
            json: { lead },
            headers: { 'x-forwarded-for': `198.51.100.${100 + i}` },
          }),
        ),
      )
      expect(answers.filter((r) => r.status === 201)).toHaveLength(1)
      expect(answers.filter((r) => r.status === 422 && JSON.parse(r.text).error === ANSWER_ALREADY_USED)).toHaveLength(
        29,
      )
    })

    it(`100 wrong guesses at once over both check ${MAX_CODE_ATTEMPTS}; the right code then does not sign in (issue 26 item 4)`, async () => {
      const email = `guessed-${kind}@example.com`
      expect((await b.call('POST', '/api/auth/code', { json: { email } })).status).toBe(200)
      const code = new RegExp(`sign-in code for ${email} on demo-motors: (\\d{6})`).exec(b.output())?.[1]
      expect(code).toMatch(/^\d{6}$/)
      const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          (i % 2 ? b : a).call('POST', '/api/auth/verify', { json: { email, code: wrong(i) } }),
        ),
      )
      const said = (message: string) => answers.filter((r) => r.text.includes(message)).length
      expect([said(WRONG_CODE), said(EXPIRED_CODE)]).toEqual([MAX_CODE_ATTEMPTS, 100 - MAX_CODE_ATTEMPTS])
      const right = await a.call('POST', '/api/auth/verify', { json: { email, code } })
      expect([right.status, JSON.parse(right.text).error]).toEqual([422, EXPIRED_CODE])
    })

    it('one client beginning ten reservations of one car at once does not block it for another, on two sites (issue 26 item 5)', async () => {
      for (const [n, host] of ['demo-motors.localhost', `${SUBSCRIBE}`].entries()) {
        const stock = JSON.parse((await a.call('GET', '/mock/vehicle-stock.json', { host })).text) as {
          cars: { slug: string; reservable: boolean }[]
        }
        const { slug } = stock.cars.filter((c) => c.reservable).at(-1)!
        const begin = (site: Instance, client: string) =>
          site.fn('beginReservation', { slug, buyer: BUYER }, host, client).then((r) => (r.value as { ok: boolean }).ok)
        const flooder = `203.0.113.${kind === 'postgres' ? 10 + n : 20 + n}`
        const flood = await Promise.all(Array.from({ length: 10 }, (_, i) => begin(i % 2 ? b : a, flooder)))
        expect(flood.filter(Boolean).length, host).toBe(STARTS_PER_CAR.share.capacity)
        expect(await begin(b, `203.0.113.${kind === 'postgres' ? 30 + n : 40 + n}`), host).toBe(true)
      }
    })

    it('the lead rate limit counts across both', async () => {
      const answers = []
      for (let i = 0; i < 12; i++) {
        const site = i % 2 ? b : a
        answers.push(
          (
            await site.call('POST', '/api/leads', {
              host: SUBSCRIBE,
              raw: '{}',
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `198.51.100.${kind === 'postgres' ? 20 : 21}`,
              },
            })
          ).status,
        )
      }
      // 10 at once per address, then 20 a minute: each process alone would have let all 12 through to the body check
      expect(answers.filter((s) => s === 429)).toHaveLength(2)
    })

    it('killing one with SIGKILL mid-load loses no acknowledged lead, and the survivor delivers the outbox', async () => {
      const sent = Array.from({ length: 40 }, (_, i) =>
        b
          .call('POST', '/api/leads', {
            host: SUBSCRIBE,
            json: leadOf({ email: `load-${i}@example.com` }),
            headers: { 'x-forwarded-for': `203.0.113.${i}` },
          })
          .then(
            (reply) => (reply.status === 201 ? (JSON.parse(reply.text) as { id: string }).id : null),
            () => null,
          ),
      )
      // mid-load: the first lead is acknowledged and the others are still in flight
      await new Promise<void>((firstAnswered) => {
        for (const reply of sent) void reply.then((id) => id !== null && firstAnswered())
        void Promise.all(sent).then(() => firstAnswered())
      })
      await b.stop('SIGKILL')
      const acknowledged = (await Promise.all(sent)).filter((id): id is string => id !== null)
      expect(acknowledged.length).toBeGreaterThan(0)
      await eventually(async () => {
        const delivered = await store.deliveries(acknowledged)
        return acknowledged.every((id) => delivered.get(id) === 1)
      })
      const inbox = (await a.call('GET', '/mock/leads', { host: SUBSCRIBE })).text
      for (const id of acknowledged) expect(inbox).toContain(id)
    })
  },
)
