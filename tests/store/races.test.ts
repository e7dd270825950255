import { afterAll, describe, expect, it } from 'vitest'
import { twoStoreKinds } from './support/two-stores.ts'
import { makeLeadPayload } from '@adapters/store-sqlite/testing/lead-fixture.ts'
import { answerOf, createSignedChallenge } from '@adapters/captcha-local/signed-challenge.ts'
import { rememberPassed } from '@adapters/captcha-turnstile/remember-passed.ts'
import type { CaptchaVerifierPort } from '@domain/ports/captcha.port.ts'
import {
  createLocalAuth,
  EXPIRED_CODE,
  MAX_CODE_ATTEMPTS,
  MAX_CODES_PER_HOUR,
  SESSION_TTL_MS,
  TOO_MANY_CODES,
  WRONG_CODE,
} from '@adapters/auth-local/local-auth.ts'
import type { LeadStorePort } from '@domain/ports/leads.port.ts'
import { unlimited } from '@domain/ports/rate-limiter.port.ts'
import { ANSWER_ALREADY_USED, createLeadIntake } from '@application/leads/lead-intake.ts'
import { loadTenants } from '@adapters/tenants-files/load-tenants.ts'
import { createDemoInventory } from '@adapters/inventory-demo/demo-inventory.ts'
import { createLocalPayments } from '@adapters/payments-local/local-payments.ts'
import { generateStock } from '@tenants/demo-stock/generate-stock.ts'
import { isReservable } from '@domain/pricing/reservable.ts'
import { BUYER } from '@domain/payments/reservation-buyer.fixture.ts'
import { CODE_LIMIT_PER_TENANT, createSignIn, signInCodeLimits } from '@application/auth/sign-in.ts'
import {
  createReservations,
  reservationLimits,
  STARTS_PER_CAR,
  TOO_MANY_STARTS_MESSAGE,
} from '@application/checkout/reservations.ts'
import type { SharedStore } from '@domain/ports/shared-store.port.ts'
import { makeTenant } from '../../web/server/leads/testing/lead-test-kit.server.ts'
import { onePaymentPort } from '@application/checkout/testing/one-payment-port.ts'

/**
 * Issue 26 items 4 and 5 on both stores, each request of a burst fired at once (Promise.all) and shared between two
 * handles on one store (two processes of a deployment): a limit or a single use holds however many arrive together,
 * and a limit on a shared thing (a car, a tenant) is weighed by client, so one client cannot spend it for others.
 */
const NOW = 1_800_000_000_000
const clock = { now: () => NOW }
const closers: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const close of closers.reverse()) await close()
})

interface Process extends SharedStore {
  readonly leads: LeadStorePort
}

/** a fresh store of each kind and how to open a further process on it */
const stores: Record<'sqlite' | 'postgres', () => () => Process> = twoStoreKinds('races', clock.now, closers)

const tenants = loadTenants('tenants/sites')
const siteOf = (slug: string) => tenants.find((t) => t.site.slug === slug)!.site
const all = <T>(count: number, one: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => one(i)))

describe.each(['sqlite', 'postgres'] as const)('limits and single use under concurrency: %s', (kind) => {
  const twoProcesses = () => {
    const open = stores[kind]()
    return [open(), open()] as const
  }

  /** the email-code sign-in of each process (one secret), and the codes they sent */
  function signInOn(processes: readonly Process[]) {
    const sent: { tenant: string; email: string; code: string }[] = []
    const auths = processes.map((p) =>
      createLocalAuth({ store: p.auth, clock, secret: 'races-secret', deliver: (m) => void sent.push(m) }),
    )
    return { sent, auth: (i: number) => auths[i % auths.length]! }
  }

  it(`100 wrong guesses at once on one code: ${MAX_CODE_ATTEMPTS} are checked, then the code is spent and the right one does not sign in`, async () => {
    const { sent, auth } = signInOn(twoProcesses())
    expect(await auth(0).requestCode('demo-motors', 'jo@example.com')).toEqual({ ok: true })
    const code = sent[0]!.code
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
    const answers = await all(100, (i) => auth(i).verifyCode('demo-motors', 'jo@example.com', wrong(i)))
    expect(answers.filter((a) => !a.ok && a.message === WRONG_CODE)).toHaveLength(MAX_CODE_ATTEMPTS)
    expect(answers.filter((a) => !a.ok && a.message === EXPIRED_CODE)).toHaveLength(100 - MAX_CODE_ATTEMPTS)
    expect(await auth(1).verifyCode('demo-motors', 'jo@example.com', code)).toEqual({
      ok: false,
      message: EXPIRED_CODE,
    })
  })

  it(`20 code requests at once for one address send ${MAX_CODES_PER_HOUR} codes`, async () => {
    const { sent, auth } = signInOn(twoProcesses())
    const answers = await all(20, (i) => auth(i).requestCode('demo-motors', 'sam@example.com'))
    expect(answers.filter((a) => a.ok)).toHaveLength(MAX_CODES_PER_HOUR)
    expect(answers.filter((a) => !a.ok && a.message === TOO_MANY_CODES)).toHaveLength(20 - MAX_CODES_PER_HOUR)
    expect(sent).toHaveLength(MAX_CODES_PER_HOUR)
    // another address, and the same address on another site, have limits of their own
    expect(await auth(0).requestCode('demo-motors', 'other@example.com')).toEqual({ ok: true })
    expect(await auth(1).requestCode('metro-auto-group', 'sam@example.com')).toEqual({ ok: true })
  })

  /**
   * 30 creates of the tenant's lead at once, sent with one captcha response (`fields`), over two processes whose
   * verifier is `verifierOf` theirs; and then once more. Answers each create's outcome.
   */
  async function captchaBurst(verifierOf: (p: Process) => CaptchaVerifierPort, fields: Record<string, string>) {
    const processes = twoProcesses()
    const intakes = processes.map((p) => {
      const verifier = verifierOf(p)
      return createLeadIntake({
        mockRoutes: false,
        store: p.leads,
        limiter: unlimited,
        clock,
        captcha: () => verifier,
        spentAnswers: p.spentAnswers,
        log: () => undefined,
        reportFailure: (error) => {
          throw error
        },
      })
    })
    const body = { lead: { ...makeLeadPayload({ form: 'enquiry' }), ...fields } }
    const create = async (i: number) => {
      const intake = intakes[i % 2]!
      const admission = await intake.admit({ tenant: site, clientKey: `10.0.0.${i}`, mock: false })
      return admission.ok ? intake.createLead(admission.value, body, `races-key-${i}`) : admission
    }
    const answers = await all(30, create)
    return { answers, later: await create(30), stored: await processes[0].leads.list('demo-motors', 100) }
  }
  const site = makeTenant()

  it('one solved captcha answer sent with 30 leads at once, and again later, stores one lead', async () => {
    const challenge = createSignedChallenge({ secret: 'races-captcha-secret', clock: clock.now })
    const asked = challenge.issue(site.site.slug, 'enquiry')
    const fields = { captcha_token: asked.token, captcha_answer: String(answerOf(asked.question)) }
    const { answers, later, stored } = await captchaBurst(() => challenge, fields)
    expect(answers.filter((a) => a.ok)).toHaveLength(1)
    expect(answers.filter((a) => !a.ok && a.problem.message === ANSWER_ALREADY_USED)).toHaveLength(29)
    expect(later).toMatchObject({ ok: false, problem: { message: ANSWER_ALREADY_USED } })
    expect(stored).toHaveLength(1)
  })

  it('one hosted-captcha token that passed, sent with 30 leads at once and again later, stores one lead', async () => {
    // the provider passes a token once (Turnstile answers a second siteverify timeout-or-duplicate)
    const seen = new Set<string>()
    const passedOnce = (token: string) => {
      seen.add(token)
      return { kind: 'passed' as const }
    }
    const provider: CaptchaVerifierPort = {
      verify: async ({ token }) =>
        seen.has(token)
          ? { kind: 'refused', message: 'duplicate', codes: ['timeout-or-duplicate'] }
          : passedOnce(token),
    }
    const { answers, later, stored } = await captchaBurst(
      (p) => rememberPassed(provider, { shared: p.passedTokens, clock: clock.now }),
      { captcha_token: 'hosted-token-1' },
    )
    expect(answers.filter((a) => a.ok)).toHaveLength(1)
    expect(later).toMatchObject({ ok: false, problem: { code: 'invalid' } })
    expect(stored).toHaveLength(1)
  })

  it('ten addresses asking codes at once on one site do not lock its sign-in for another client, on two sites', async () => {
    const processes = twoProcesses()
    const signIns = processes.map((p) =>
      createSignIn({
        auth: signInOn([p]).auth(0),
        sessionTtlMs: SESSION_TTL_MS,
        mailbox: null,
        codeLimits: signInCodeLimits(p.rateLimiter),
        clock,
      }),
    )
    for (const slug of ['demo-motors', 'metro-auto-group']) {
      const site = siteOf(slug)
      const flood = await all(200, (i) =>
        signIns[i % 2]!.requestCode(site, { email: `flood${i}@example.com` }, `${slug}-flooder-${i % 10}`),
      )
      // each flooder is let through its share of the site alone
      expect(flood.filter((a) => a.ok).length, slug).toBe(10 * CODE_LIMIT_PER_TENANT.share.capacity)
      const other = await signIns[0]!.requestCode(site, { email: 'shopper@example.com' }, `${slug}-shopper`)
      expect(other, slug).toEqual({ ok: true, value: { ok: true } })
    }
  })

  it('one client beginning ten reservations of one car at once does not block that car for another client, on two sites', async () => {
    const processes = twoProcesses()
    const inventory = createDemoInventory({
      tenants,
      reservations: processes[0].carReservations,
      versions: processes[0].tenantVersions,
      clock,
      generate: (tenant) => generateStock(tenant, { nowMs: NOW }),
    })
    const reservationsOn = (p: Process) =>
      createReservations({
        inventory,
        payments: onePaymentPort(createLocalPayments({ intents: p.intents, clock })),
        warn: () => {},
        limits: reservationLimits(p.rateLimiter),
        clock,
        sendLead: async () => null,
      })
    const both = processes.map(reservationsOn)
    for (const slug of ['demo-motors', 'subscribe-cars']) {
      const site = siteOf(slug)
      const car = (await inventory.listed(site)).find((c) => isReservable(c, site))!
      const flood = await all(10, (i) => both[i % 2]!.start(site, car.slug, `${slug}-one-client`, BUYER))
      expect((await both[1]!.start(site, car.slug, `${slug}-another-client`, BUYER)).ok, slug).toBe(true)
      // the client is let through its share of the car alone, and told why the others were not
      expect(flood.filter((a) => a.ok).length, slug).toBe(STARTS_PER_CAR.share.capacity)
      expect(flood.filter((a) => !a.ok && a.message === TOO_MANY_STARTS_MESSAGE).length, slug).toBe(
        10 - STARTS_PER_CAR.share.capacity,
      )
    }
  })
})
