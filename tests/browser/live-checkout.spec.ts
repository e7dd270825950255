import { LIVE_STATE } from '../../playwright.config.ts'
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'
import { existsSync, readFileSync } from 'node:fs'
import { siteUrl } from './support/tenants.ts'
import { eachTestFromOwnAddress } from './support/forms.ts'
import { axeSource, basicA11yProblems, runAxe } from './support/a11y.ts'
import { STRIPE_API_ORIGIN, fakePayWayJs, fakeStripeJs, fakeTillPaymentJs } from '../live/support/fake-card-scripts.ts'
import { appReady, appSettled } from './support/app-ready.ts'
import { fillCardForm, beginReservation, SHOPPER, type Buyer } from './support/card-entry.ts'

/**
 * Reserve online in live mode, end to end: the production build with ADAPTERS=live (tests/live/serve-live.ts).
 * The providers' hosted scripts are stand-ins served at their real addresses with page.route (this machine has no
 * internet); the server talks to loopback fakes of the Stripe, Till and PayWay APIs (tests/live/support/
 * fake-payments.ts), whose test cards decline, ask for 3-D Secure, or approve.
 */
// mirror tests/live (not imported: live-stack pulls the search engine into the test runner)
const STRIPE_JS = 'https://js.stripe.com/v3/'
// TILL_SCRIPT_URL of the live stack: the sandbox gateway's, as for a test connector (production's is never fetched)
const TILL_JS = 'https://test-gateway.tillpayments.com/js/integrated/payment.1.3.min.js'
const PAYWAY_JS = 'https://api.payway.com.au/rest/v1/payway.js'
const CARDS = { approved: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', threeDS: '4000 0025 0000 3155' }
const DEPOSIT = '$750' // LIVE_PROCESSOR_DEPOSIT: the car's processor, not the site default
const UNAVAILABLE = 'The secure card form could not be loaded. Please try again or call the dealer.'
const ALREADY_RESERVED = 'This vehicle has already been reserved.'

interface Seen {
  method: string
  url: string
  path: string
  text: string
  json: any
  authorization: string | null
}
const state = (): Record<'dashboard' | 'payments' | 'crm', string> => {
  const path = LIVE_STATE
  if (!existsSync(path)) throw new Error(`no live e2e state at ${path}: run the 'live' Playwright project`)
  return JSON.parse(readFileSync(path, 'utf8'))
}
const paymentsSeen = async (request: APIRequestContext): Promise<Seen[]> =>
  (await request.get(`${state().payments}/__received`)).json()

/** The n-th car of a tenant that the live stock lists and that can be reserved (each test takes its own). */
async function reservableCar(
  request: APIRequestContext,
  tenant: string,
  n: number,
): Promise<{ id: string; slug: string; name: string }> {
  const cars = (await (await request.get(`${state().dashboard}/__reservable/${tenant}`)).json()) as {
    id: string
    slug: string
    name: string
  }[]
  expect(cars.length).toBeGreaterThan(n)
  return cars[n]!
}

/** Requests to this site that carry a card number: there must be none. */
function watchCardNumbers(page: Page, testInfo: TestInfo, tenant: string): string[] {
  const leaks: string[] = []
  const host = new URL(siteUrl(testInfo, tenant)).host
  page.on('request', (req) => {
    const body = req.postData() ?? ''
    const digits = body.replace(/\D/g, '')
    if (
      new URL(req.url()).host === host &&
      Object.values(CARDS).some(
        (c) => digits.includes(c.replace(/\s/g, '')) || req.url().includes(c.replace(/\s/g, '')),
      )
    )
      leaks.push(req.url())
  })
  return leaks
}

async function openCheckout(
  page: Page,
  testInfo: TestInfo,
  tenant: string,
  carSlug: string,
  buyer: Buyer = SHOPPER,
): Promise<void> {
  await page.goto(siteUrl(testInfo, tenant, `/cars/${carSlug}/checkout`))
  await appReady(page)
  await expect(page.getByRole('region', { name: 'Deposit' })).toContainText(`deposit of ${DEPOSIT}`)
  await beginReservation(page, buyer)
}

/**
 * The `n`-th reservable car's reserve page, begun as a buyer of this test's own: the car, the buyer, the card numbers
 * seen leaving for this site, and how many calls the payment fakes had before.
 */
async function startReserving(page: Page, request: APIRequestContext, testInfo: TestInfo, tenant: string, n: number) {
  const leaks = watchCardNumbers(page, testInfo, tenant)
  const car = await reservableCar(request, tenant, n)
  const before = (await paymentsSeen(request)).length
  const buyer = buyerFor(testInfo)
  await openCheckout(page, testInfo, tenant, car.slug, buyer)
  return { leaks, car, before, buyer }
}

/** A buyer of this test's own, so the CRM's leads are told apart. */
const buyerFor = (testInfo: TestInfo): Buyer => ({
  ...SHOPPER,
  email: `reserve.${testInfo.title.replace(/\W+/g, '-').slice(0, 30)}.${Date.now().toString(36)}@example.com`,
})

/**
 * The dealer's CRM (the loopback fake) received the reservation's lead: once, the reserve car form's complete lead
 * with the buyer, the car, the reference and the deposit (delivery is asynchronous: waits for it to arrive).
 */
async function expectCrmLead(
  request: APIRequestContext,
  buyer: Buyer,
  expected: { tenant: string; carId: string; reference?: string },
): Promise<void> {
  const leads = async () =>
    ((await (await request.get(`${state().crm}/__received`)).json()) as Seen[])
      .filter((c) => c.method === 'POST' && c.json?.lead?.email === buyer.email)
      .map((c) => c.json.lead)
  await expect.poll(async () => (await leads()).length, { timeout: 15_000 }).toBeGreaterThan(0)
  const sent = await leads()
  expect(sent).toHaveLength(1)
  const [lead] = sent
  expect(lead).toMatchObject({
    name: buyer.name,
    email: buyer.email,
    phone: buyer.phone,
    category: 'Reserve Car',
    form_completed: true,
    website_slug: expected.tenant,
    car_id: expected.carId,
    extra: {
      reservation_reference: expected.reference ?? expect.stringMatching(/^res_/),
      deposit_amount: 750,
      deposit_currency: 'AUD',
    },
  })
  expect(lead.message).toContain(`Deposit authorised: ${DEPOSIT} AUD`)
  expect(lead.message).toContain(`Reservation reference: ${lead.extra.reservation_reference}`)
}

/** The reference the Reserved panel shows. */
const shownReference = async (page: Page): Promise<string> =>
  ((await page.getByText(/^Reference: res_/).textContent()) ?? '').replace('Reference: ', '')

const pay = (page: Page) => page.getByRole('button', { name: `Pay ${DEPOSIT} deposit` })

/** The n-th reservable car of a Till tenant, paid for with the 3-D Secure card up to the bank's verification step. */
async function tillThreeDSecure(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  tenant: string,
  n: number,
  buyer: Buyer = SHOPPER,
) {
  await page.route(TILL_JS, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: fakeTillPaymentJs() }),
  )
  const car = await reservableCar(request, tenant, n)
  await openCheckout(page, testInfo, tenant, car.slug, buyer)
  await fillCardForm(page, CARDS.threeDS)
  await pay(page).click()
  await expect(page.getByRole('heading', { name: 'Verify your payment' })).toBeVisible()
  return car
}

eachTestFromOwnAddress()

test.describe('Stripe (demo-motors)', () => {
  const TENANT = 'demo-motors'

  test('Stripe.js loads only at card entry; a declined card, then an approved one reserves the car', async ({
    page,
    request,
  }, testInfo) => {
    const scripts: string[] = []
    await page.route(STRIPE_JS, (route) => {
      scripts.push(route.request().url())
      return route.fulfill({ contentType: 'application/javascript', body: fakeStripeJs() })
    })
    const leaks = watchCardNumbers(page, testInfo, TENANT)
    const modules: string[] = []
    page.on('request', (req) => {
      if (/\/(stripe|till|payway)-card-entry-[^/]*\.js$/.test(req.url()))
        modules.push(new URL(req.url()).pathname.split('/').pop()!)
    })
    const car = await reservableCar(request, TENANT, 0)
    const before = (await paymentsSeen(request)).length

    await page.goto(siteUrl(testInfo, TENANT, `/cars/${car.slug}/checkout`))
    await appSettled(page)
    // neither the provider's script nor its card-entry module is fetched until card entry starts
    expect(scripts).toEqual([])
    expect(modules).toEqual([])
    const buyer = buyerFor(testInfo)
    await beginReservation(page, buyer)
    const card = page.getByRole('region', { name: 'Card details' })
    await card.getByRole('textbox', { name: 'Name on card' }).fill('Sam Shopper')
    await card.getByRole('textbox', { name: 'Card number' }).fill(CARDS.declined)
    await pay(page).click()
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.')
    await expect(page.getByRole('alert')).toBeFocused()
    await card.getByRole('textbox', { name: 'Card number' }).fill(CARDS.approved)
    await pay(page).click()
    await expect(page.getByRole('heading', { name: 'Reserved' })).toBeVisible()
    expect(scripts).toEqual([STRIPE_JS])
    expect(modules).toEqual([expect.stringMatching(/^stripe-card-entry-/)]) // only this tenant's provider

    // the tenant's publishable key from its dealership; the server's deposit, a manual-capture hold, the token only
    const calls = await page.evaluate(() => (window as any).__fakeCards.calls)
    expect(calls[0]).toMatchObject({ call: 'Stripe', publishableKey: 'pk_test_demo_demomotors_51Hx9d' })
    const seen = (await paymentsSeen(request)).slice(before)
    const created = seen.find((s) => s.method === 'POST' && s.path === '/v1/payment_intents')!
    expect(Object.fromEntries(new URLSearchParams(created.text))).toMatchObject({
      amount: '75000',
      currency: 'aud',
      capture_method: 'manual',
      confirmation_method: 'manual',
      'metadata[car_id]': car.id,
    })
    const confirms = seen.filter((s) => s.path.endsWith('/confirm'))
    expect(confirms.map((s) => new URLSearchParams(s.text).get('payment_method'))).toEqual([
      expect.stringMatching(/^pm_fake_declined_/),
      expect.stringMatching(/^pm_fake_visa_/),
    ])
    expect(leaks).toEqual([])
    // the dealer gets the buyer, once
    await expectCrmLead(request, buyer, { tenant: TENANT, carId: car.id, reference: await shownReference(page) })

    // coming back, the shopper sees their own reservation; for everyone else the car is now reserved
    await page.goto(siteUrl(testInfo, TENANT, `/cars/${car.slug}/checkout`))
    await expect(page.getByRole('heading', { name: 'Reserved' })).toBeVisible()
    const stranger = await page.context().browser()!.newContext()
    const other = await stranger.newPage()
    await other.goto(siteUrl(testInfo, TENANT, `/cars/${car.slug}/checkout`))
    await expect(other.getByText(ALREADY_RESERVED)).toBeVisible()
    await stranger.close()
  })

  test('3-D Secure: Stripe.js verifies with the client secret, then the server confirms again and reserves', async ({
    page,
    request,
  }, testInfo) => {
    // Stripe.js's own call to Stripe's API, answered by the loopback fake
    await page.route(`${STRIPE_API_ORIGIN}/**`, async (route) => {
      const asked = new URL(route.request().url())
      await route.fulfill({
        response: await route.fetch({ url: `${state().payments}${asked.pathname}${asked.search}` }),
      })
    })
    await page.route(STRIPE_JS, (route) =>
      route.fulfill({ contentType: 'application/javascript', body: fakeStripeJs() }),
    )
    const car = await reservableCar(request, TENANT, 1)
    const before = (await paymentsSeen(request)).length
    const buyer = buyerFor(testInfo)
    await openCheckout(page, testInfo, TENANT, car.slug, buyer)
    await page.getByRole('textbox', { name: 'Name on card' }).fill('Sam Shopper')
    await page.getByRole('textbox', { name: 'Card number' }).fill(CARDS.threeDS)
    await pay(page).click()
    await expect(page.getByRole('heading', { name: 'Reserved' })).toBeVisible()
    await expectCrmLead(request, buyer, { tenant: TENANT, carId: car.id, reference: await shownReference(page) })

    const seen = (await paymentsSeen(request)).slice(before)
    const created = seen.find((s) => s.path === '/v1/payment_intents')!
    const pi = seen.find((s) => /^\/v1\/payment_intents\/pi_fake_\d+\/confirm$/.test(s.path))!.path.split('/')[3]
    const calls = await page.evaluate(() => (window as any).__fakeCards.calls)
    expect(calls.find((c: any) => c.call === 'handleCardAction').clientSecret).toMatch(new RegExp(`^${pi}_secret_`))
    // confirm with the card (requires_action), the shopper passes 3-D Secure, the server reads the intent and confirms again
    expect(
      seen
        .filter((s) => s.path.startsWith(`/v1/payment_intents/${pi}`) || s.path.startsWith(`/__stripe/3ds/${pi}`))
        .map((s) =>
          `${s.method} ${s.path.replace(pi!, '{pi}')} ${new URLSearchParams(s.text).get('payment_method') ? 'with card' : ''}`.trim(),
        ),
    ).toEqual([
      'POST /v1/payment_intents/{pi}/confirm with card',
      'POST /__stripe/3ds/{pi}',
      'GET /v1/payment_intents/{pi}',
      'POST /v1/payment_intents/{pi}/confirm',
    ])
    expect(created).toBeTruthy()
  })

  test('Stripe.js fails to load: the shopper is told, the page keeps working, and Try again recovers', async ({
    page,
    request,
  }, testInfo) => {
    let available = false
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    await page.route(STRIPE_JS, (route) =>
      available
        ? route.fulfill({ contentType: 'application/javascript', body: fakeStripeJs() })
        : route.abort('internetdisconnected'),
    )
    const car = await reservableCar(request, TENANT, 2)
    await openCheckout(page, testInfo, TENANT, car.slug)
    const alert = page.getByRole('alert')
    await expect(alert).toContainText(UNAVAILABLE)
    await expect(alert).toBeFocused()
    await expect(pay(page)).toBeDisabled()
    // the rest of the page still answers
    await expect(page.getByRole('heading', { level: 1, name: `Reserve ${car.name}` })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Reservation progress' })).toBeVisible()

    available = true
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0)
    await page.getByRole('textbox', { name: 'Name on card' }).fill('Sam Shopper')
    await page.getByRole('textbox', { name: 'Card number' }).fill(CARDS.approved)
    await pay(page).click()
    await expect(page.getByRole('heading', { name: 'Reserved' })).toBeVisible()
    expect(problems).toEqual([])
  })
})

test.describe('Till (metro-auto-group)', () => {
  const TENANT = 'metro-auto-group'

  test('hosted fields: a declined card, then 3-D Secure by redirect to the bank and back; the server asks Till how it ended', async ({
    page,
    request,
  }, testInfo) => {
    await page.route(TILL_JS, (route) =>
      route.fulfill({ contentType: 'application/javascript', body: fakeTillPaymentJs() }),
    )
    const production: string[] = []
    await page.route('https://gateway.tillpayments.com/**', (route) => {
      production.push(route.request().url())
      return route.abort()
    })
    const { leaks, car, before, buyer } = await startReserving(page, request, testInfo, TENANT, 0)
    const card = page.getByRole('region', { name: 'Card details' })
    await expect(card.getByRole('group', { name: 'Card number' })).toBeVisible()
    // the card form as mounted: every control labelled, no WCAG A/AA violations
    expect(await basicA11yProblems(page)).toEqual([])
    const axe = axeSource()
    if (axe) expect(await runAxe(page, axe)).toEqual([])
    await fillCardForm(card, CARDS.declined)
    await pay(page).click()
    await expect(page.getByRole('alert')).toHaveText('The card was declined by the issuer.')
    const calls = await page.evaluate(() => (window as any).__fakeCards.calls)
    expect(calls[0]).toMatchObject({ call: 'init', key: 'pk_test_demo_metro_till_9Kd2', version: '1.3' })
    expect(calls.find((c: any) => c.call === 'tokenize').data).toEqual({
      card_holder: 'Sam Shopper',
      month: '12',
      year: '2039',
    })

    await card.getByRole('textbox', { name: 'Card number' }).fill(CARDS.threeDS)
    await pay(page).click()
    // Till's bank page (the loopback fake), then back to this site's checkout with the reservation id
    await expect(page.getByRole('heading', { name: 'Verify your payment' })).toBeVisible()
    await expect(page.getByText('Amount: AUD 750.00')).toBeVisible()
    const returned = page.waitForResponse(
      (r) => r.url().includes('return=1') && r.request().resourceType() === 'document',
    )
    await page.getByRole('link', { name: 'Approve payment' }).click()
    await expect(page.getByRole('heading', { name: 'Reserved' })).toBeVisible()
    await expect(page).toHaveURL(siteUrl(testInfo, TENANT, `/cars/${car.slug}/checkout`))
    await expect(page.getByText(/^Reference: res_/)).toBeVisible()
    // Till's callback reserved it before the shopper was back: the page they land on says so from its first byte
    expect(await (await returned).text()).not.toContain(ALREADY_RESERVED)

    // a reload shows the reservation straight away (server-rendered), never "already reserved"
    const reference = await page.getByText(/^Reference: res_/).textContent()
    const reloaded = page.waitForResponse((r) => r.url() === page.url() && r.request().resourceType() === 'document')
    await page.reload()
    const html = await (await reloaded).text()
    expect(html).toContain('Reserved</h2>')
    expect(html).not.toContain(ALREADY_RESERVED)
    await expect(page.getByRole('heading', { name: 'Reserved' })).toBeVisible()
    await expect(page.getByText(/^Reference: res_/)).toHaveText(reference!)
    // while for anyone else the car is simply reserved
    const stranger = await page.context().browser()!.newContext()
    const other = await stranger.newPage()
    await other.goto(siteUrl(testInfo, TENANT, `/cars/${car.slug}/checkout`))
    await expect(other.getByText(ALREADY_RESERVED)).toBeVisible()
    await stranger.close()
    // Till's callback and the shopper's return both finished it: the dealer gets one lead
    await expectCrmLead(request, buyer, {
      tenant: TENANT,
      carId: car.id,
      reference: reference!.replace('Reference: ', ''),
    })

    const seen = (await paymentsSeen(request)).slice(before)
    const preauths = seen
      .filter((s) => s.path === '/api/v3/transaction/live-e2e-till-connector/preauthorize')
      .map((s) => s.json)
    expect(preauths).toHaveLength(2)
    // each card is its own Till transaction, `{reservation}-{attempt}`: Till (and its fake) refuse a reused id
    const intentId = String(preauths[1].merchantTransactionId).replace(/-2$/, '')
    expect(preauths.map((p) => p.merchantTransactionId)).toEqual([`${intentId}-1`, `${intentId}-2`])
    expect(preauths[1]).toMatchObject({
      amount: '750.00',
      currency: 'AUD',
      transactionToken: expect.stringMatching(/^till_tok_3ds_/),
      successUrl: siteUrl(testInfo, TENANT, `/cars/${car.slug}/checkout?intent=${intentId}&return=1`),
    })
    expect(preauths[1].cancelUrl).toBe(preauths[1].successUrl)
    expect(
      seen.some(
        (s) =>
          s.method === 'GET' && /^\/api\/v3\/status\/live-e2e-till-connector\/getByUuid\/till-fake-\d+$/.test(s.path),
      ),
    ).toBe(true)
    expect(leaks).toEqual([])
    expect(production).toEqual([]) // the configured (sandbox) payment.js, never production's
  })

  test('the return address alone proves nothing: an unverified reservation is not reserved', async ({
    page,
    request,
  }, testInfo) => {
    await tillThreeDSecure(page, request, testInfo, TENANT, 1)
    // the shopper skips the bank and types the return address themselves
    const seen = await paymentsSeen(request)
    const preauth = seen.filter((s) => s.path.endsWith('/preauthorize')).at(-1)!.json
    await page.goto(preauth.successUrl)
    await expect(page.getByRole('alert')).toHaveText(
      'Your bank has not confirmed this payment yet. Please wait a moment and check again.',
    )
    await expect(page.getByRole('heading', { name: 'Reserved' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Check payment status' })).toBeVisible()
  })
})

test.describe('Till notifications (metro-auto-group)', () => {
  const TENANT = 'metro-auto-group'

  test("the shopper passes 3-D Secure and closes the tab: Till's callback reserves the car anyway", async ({
    page,
    request,
  }, testInfo) => {
    const buyer = buyerFor(testInfo)
    const car = await tillThreeDSecure(page, request, testInfo, TENANT, 2, buyer)
    const approve = await page.getByRole('link', { name: 'Approve payment' }).getAttribute('href')
    const bank = new URL(approve!, page.url()).href
    // the bank approves while the tab is being closed: the shopper never comes back to this site
    await page.close()
    expect((await request.get(bank, { maxRedirects: 0 })).status()).toBe(302)

    const preauth = (await paymentsSeen(request)).filter((s) => s.path.endsWith('/preauthorize')).at(-1)!.json
    expect(preauth.callbackUrl).toBe(siteUrl(testInfo, TENANT, '/api/payments/till-callback'))
    const callbacks = (await (await request.get(`${state().payments}/__till/callbacks`)).json()) as {
      merchantTransactionId: string
      status: number
      answer: string
    }[]
    expect(callbacks.at(-1)).toEqual(
      expect.objectContaining({ merchantTransactionId: preauth.merchantTransactionId, status: 200, answer: 'OK' }),
    )
    const visitor = await page.context().browser()!.newContext()
    const other = await visitor.newPage()
    await other.goto(siteUrl(testInfo, TENANT, `/cars/${car.slug}/checkout`))
    await expect(other.getByText(ALREADY_RESERVED)).toBeVisible()
    await visitor.close()
    // the shopper never came back: the callback alone sends the dealer the buyer
    await expectCrmLead(request, buyer, {
      tenant: TENANT,
      carId: car.id,
      reference: String(preauth.merchantTransactionId).replace(/-\d+$/, ''),
    })
  })

  test('the notification routes answer as the providers expect: GET 405, a bad signature 4xx', async ({
    request,
  }, testInfo) => {
    const base = new URL(String(testInfo.project.use.baseURL))
    const at = (path: string) => `http://127.0.0.1:${base.port}${path}`
    expect((await request.get(at('/api/payments/till-callback'))).status()).toBe(405)
    expect((await request.get(at('/api/payments/stripe-webhook'))).status()).toBe(405)
    const till = await request.post(at('/api/payments/till-callback'), {
      headers: {
        'content-type': 'application/json',
        date: new Date().toUTCString(),
        'x-signature': 'bm9wZQ==',
        'x-forwarded-host': `${TENANT}.localhost:${base.port}`,
      },
      data: { merchantTransactionId: 'res_x-1' },
    })
    expect(till.status()).toBe(401)
    const stripe = await request.post(at('/api/payments/stripe-webhook'), {
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      },
      data: { type: 'payment_intent.requires_capture' },
    })
    expect(stripe.status()).toBe(400)
  })
})

test.describe('St George / PayWay (prestige-preowned)', () => {
  const TENANT = 'prestige-preowned'

  test('credit card frame: a declined card rebuilds the frame; the next card reserves the car', async ({
    page,
    request,
  }, testInfo) => {
    await page.route(PAYWAY_JS, (route) =>
      route.fulfill({ contentType: 'application/javascript', body: fakePayWayJs() }),
    )
    const { leaks, car, before, buyer } = await startReserving(page, request, testInfo, TENANT, 0)
    const frame = page.getByRole('group', { name: 'Card details' })
    await frame.getByRole('textbox', { name: 'Card number' }).fill(CARDS.declined)
    await pay(page).click()
    await expect(page.getByRole('alert')).toHaveText('Your card was declined (Insufficient Funds).')
    await expect(frame.getByRole('textbox', { name: 'Card number' })).toHaveValue('') // a fresh frame
    await frame.getByRole('textbox', { name: 'Card number' }).fill(CARDS.approved)
    await pay(page).click()
    await expect(page.getByRole('heading', { name: 'Reserved' })).toBeVisible()

    const calls = await page.evaluate(() => (window as any).__fakeCards.calls)
    expect(calls.filter((c: any) => c.call === 'createCreditCardFrame')).toHaveLength(2)
    expect(calls[0]).toMatchObject({ publishableApiKey: 'T10000_PUB_live_e2e', tokenMode: 'callback' })
    const txs = (await paymentsSeen(request))
      .slice(before)
      .filter((s) => s.method === 'POST' && s.path === '/transactions')
      .map((s) => Object.fromEntries(new URLSearchParams(s.text)))
    expect(txs.map((t) => t.singleUseTokenId)).toEqual([
      expect.stringMatching(/^payway_tok_declined_/),
      expect.stringMatching(/^payway_tok_visa_/),
    ])
    expect(txs[1]).toMatchObject({
      transactionType: 'preAuth',
      principalAmount: '750.00',
      merchantId: 'TEST',
      currency: 'aud',
    })
    expect(leaks).toEqual([])
    await expectCrmLead(request, buyer, { tenant: TENANT, carId: car.id, reference: await shownReference(page) })
  })
})
