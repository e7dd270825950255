import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'
import { siteUrl } from './support/tenants.ts'
import { choose, formReady, watchLeadCalls, eachTestFromOwnAddress } from './support/forms.ts'
import { chooseIn, fillContact, fillVehicle, profile } from './support/every-form.ts'
import { failTurnstileScript, fakeTurnstileLog, serveFakeTurnstile, solveTurnstile } from './support/fake-turnstile.ts'
import { liveServer } from './support/live-state.ts'

/**
 * Live lead forms behind Cloudflare Turnstile (docs/LIVE.md "Lead form captcha"): the production build with
 * ADAPTERS=live, the widget script a stand-in served at its real address with page.route, siteverify a loopback
 * fake (tests/live/support/fake-turnstile.ts) and the CRM a loopback fake (tests/live/live-stack.ts).
 */
const SLUG = 'demo-motors'
// mirrors tests/live/support/fake-turnstile.ts (the site key every live site is configured with)
const SITE_KEY = '0xFAKE-live-e2e-site-key'
const LOAD_FAILED = 'The security check could not be loaded. Please try again.'

type Server = 'crm' | 'turnstile'
const seen = async (request: APIRequestContext, server: Server): Promise<any[]> =>
  (await request.get(`${liveServer(server)}/__received`)).json()

/** The CRM's POST /api/leads bodies whose email is `email` (delivery is asynchronous: waits for one). */
async function crmLeads(request: APIRequestContext, email: string, method: 'POST' | 'PUT' = 'POST'): Promise<any[]> {
  let found: any[] = []
  await expect
    .poll(
      async () => {
        found = (await seen(request, 'crm'))
          .filter((c) => c.method === method && c.json?.lead?.email === email)
          .map((c) => c.json.lead)
        return found.length
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0)
  return found
}

const emailFor = (testInfo: TestInfo) =>
  `captcha.${testInfo.title.replace(/\W+/g, '-').slice(0, 30)}.${Date.now().toString(36)}@example.com`

async function openContact(page: Page, testInfo: TestInfo) {
  await page.goto(siteUrl(testInfo, SLUG, '/contact'))
  await formReady(page)
  return page.locator('form.lead-form')
}

async function fillContactForm(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Full name' }).fill('Captcha Tester')
  await page.getByRole('textbox', { name: 'Mobile' }).fill('0412 345 678')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('textbox', { name: 'Message' }).fill('Behind Turnstile.')
  await choose(page, 'Where did you hear about us?', 'Google')
}

eachTestFromOwnAddress()

test('a lead behind Turnstile: the widget renders with the site key, its token is verified, the lead reaches the CRM', async ({
  page,
  request,
}, testInfo) => {
  await serveFakeTurnstile(page, ['pass'])
  const calls = watchLeadCalls(page)
  const form = await openContact(page, testInfo)
  const group = form.getByRole('group', { name: 'Security check' })
  await expect(group.getByRole('status')).toHaveText('Complete the security check so we know you are a person.')
  // no question box in live mode: the widget is the captcha
  await expect(form.getByRole('textbox', { name: /^Security check/ })).toHaveCount(0)
  expect((await fakeTurnstileLog(page))?.renders).toEqual([
    { sitekey: SITE_KEY, action: 'contact', retry: 'never', responseField: false },
  ])

  const email = emailFor(testInfo)
  await fillContactForm(page, email)
  // unsolved, the field is required like any other
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(group.getByText('*This is a required field.')).toBeVisible()
  expect(calls).toHaveLength(0)

  await solveTurnstile(form)
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/success\?category=general-enquiry$/)

  const token = (await fakeTurnstileLog(page))?.tokens[0]
  expect(token).toMatch(/^pass-/)
  expect(calls.map((c) => [c.method, c.path, c.body.lead.captcha_token])).toEqual([['POST', '/api/leads', token]])
  const verified = (await seen(request, 'turnstile')).filter((c) => c.response === token)
  expect(verified).toEqual([
    expect.objectContaining({
      secretOk: true,
      contentType: 'application/x-www-form-urlencoded',
      remoteip: expect.stringMatching(/^10\.77\./),
    }),
  ])
  const [lead] = await crmLeads(request, email)
  expect(lead).toMatchObject({ name: 'Captcha Tester', website_slug: SLUG, source: 'Website' })
  // the token is the site's business, not the CRM's; and a checked lead carries no mark
  expect(lead).not.toHaveProperty('captcha_token')
  expect(lead).not.toHaveProperty('captcha_unverified')
})

test('a two-step form sends its one token with both steps; the provider is asked once and the PUT still passes', async ({
  page,
  request,
}, testInfo) => {
  await serveFakeTurnstile(page, ['pass'])
  const t = profile(SLUG)
  const calls = watchLeadCalls(page)
  await page.goto(siteUrl(testInfo, SLUG, '/sell-my-car'))
  await formReady(page)
  const form = page.locator('form.lead-form')
  await expect(form.getByText('Step 1 of 2')).toBeVisible()
  await fillVehicle(form, 'Kia')
  await solveTurnstile(form)
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText('Step 2 of 2')).toBeVisible()
  const email = emailFor(testInfo)
  await fillContact(form, t, email, { postcode: true })
  await chooseIn(form, 'Where did you hear about us?', 'Word of Mouth')
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/success\?category=sell-my-car/)

  const token = (await fakeTurnstileLog(page))!.tokens[0]!
  expect(calls.map((c) => [c.method, c.body.lead.captcha_token])).toEqual([
    ['POST', token],
    ['PUT', token],
  ])
  // the fake siteverify answers a token once: the PUT passed because the server remembered the pass
  expect((await seen(request, 'turnstile')).filter((c) => c.response === token)).toHaveLength(1)
  const [put] = await crmLeads(request, email, 'PUT')
  expect(put).toMatchObject({ form_completed: true })
})

test('a token the provider refuses: the shopper reads why, the widget asks again, and the next token goes through', async ({
  page,
  request,
}, testInfo) => {
  await serveFakeTurnstile(page, ['bogus', 'pass'])
  const calls = watchLeadCalls(page)
  const form = await openContact(page, testInfo)
  const email = emailFor(testInfo)
  await fillContactForm(page, email)
  await solveTurnstile(form)
  await form.getByRole('button', { name: 'Submit' }).click()
  const alert = form.getByRole('alert')
  await expect(alert).toContainText('An error occurred when submitting this form')
  await expect(alert).toContainText('The security check failed. Please try it again.')
  // the failed save reset the widget: a new check, no token until it is done
  const group = form.getByRole('group', { name: 'Security check' })
  await expect(group.getByRole('status')).toHaveText('Complete the security check so we know you are a person.')
  expect((await fakeTurnstileLog(page))?.resets).toBe(1)

  await solveTurnstile(form)
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/success\?category=general-enquiry$/)
  const [bogus, pass] = (await fakeTurnstileLog(page))!.tokens
  expect(calls.map((c) => c.body.lead.captcha_token)).toEqual([bogus, pass])
  await crmLeads(request, email)
})

test('the provider down: the lead is not lost, it reaches the CRM marked captcha_unverified', async ({
  page,
  request,
}, testInfo) => {
  await serveFakeTurnstile(page, ['down'])
  const form = await openContact(page, testInfo)
  const email = emailFor(testInfo)
  await fillContactForm(page, email)
  await solveTurnstile(form)
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/success\?category=general-enquiry$/)
  const [lead] = await crmLeads(request, email)
  expect(lead).toMatchObject({ captcha_unverified: true, website_slug: SLUG })
  const token = (await fakeTurnstileLog(page))!.tokens[0]
  // asked twice (the one retry of a 5xx), with one idempotency key
  const asked = (await seen(request, 'turnstile')).filter((c) => c.response === token)
  expect(asked).toHaveLength(2)
  expect(new Set(asked.map((c) => c.idempotencyKey)).size).toBe(1)
})

test('the widget script failing to load: a clear message and a keyboard-operable Try again; the form stays usable', async ({
  page,
}, testInfo) => {
  await failTurnstileScript(page)
  const form = await openContact(page, testInfo)
  const group = form.getByRole('group', { name: 'Security check' })
  await expect(group.getByRole('status')).toHaveText(LOAD_FAILED)
  const retry = group.getByRole('button', { name: 'Try again' })
  await expect(retry).toBeVisible()
  // the rest of the form works meanwhile
  const email = emailFor(testInfo)
  await fillContactForm(page, email)
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email)

  // the script is reachable again: Try again (from the keyboard) injects it afresh and the widget shows
  await serveFakeTurnstile(page, ['pass'])
  await retry.focus()
  await page.keyboard.press('Enter')
  await expect(group.getByRole('status')).toHaveText('Complete the security check so we know you are a person.')
  await solveTurnstile(form)
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/success\?category=general-enquiry$/)
})

test('with the script still blocked the form can be sent; the provider, which is up, refuses the missing token', async ({
  page,
}, testInfo) => {
  await failTurnstileScript(page)
  const calls = watchLeadCalls(page)
  const form = await openContact(page, testInfo)
  await expect(form.getByRole('group', { name: 'Security check' }).getByRole('status')).toHaveText(LOAD_FAILED)
  await fillContactForm(page, emailFor(testInfo))
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByRole('alert')).toContainText('Please complete the security check.')
  expect(calls).toHaveLength(1)
  expect(calls[0]!.body.lead).not.toHaveProperty('captcha_token')
})
