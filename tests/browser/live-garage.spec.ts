import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { siteUrl, tenant } from './support/tenants.ts'
import { eachTestFromOwnAddress } from './support/forms.ts'
import { appReady } from './support/app-ready.ts'
import { liveServer } from './support/live-state.ts'

/**
 * Live garage sign-in (issue #5): the production build in live mode emails the code through SMTP to the loopback
 * mail server of tests/live/live-stack.ts; the test reads the code from that mailbox, as a shopper reads their email.
 */
const SLUG = 'demo-motors'
const site = tenant(SLUG).site
// mirrors tests/live/live-stack.ts (not imported: that module pulls the search engine into the test runner)
const MAIL_FROM = 'no-reply@live-e2e.test'
const SMTP_USER = 'live-e2e-mailer'
const NOT_SENT = 'We could not send the code just now. Please try again in a minute.'

interface Mail {
  mailFrom: string
  rcptTo: string[]
  user: string | null
  headers: Record<string, string>
  subject: string
  text: string | null
  html: string | null
}

const mailboxUrl = () => liveServer('mailbox')
const mailTo = async (request: APIRequestContext, email: string): Promise<Mail[]> =>
  ((await (await request.get(`${mailboxUrl()}/__received`)).json()) as Mail[]).filter((m) => m.rcptTo.includes(email))
const behave = async (request: APIRequestContext, how: 'accept' | 'refuse' | 'hang') => {
  expect((await request.post(`${mailboxUrl()}/__behave/${how}`)).ok()).toBe(true)
}
const events = (page: Page) => page.evaluate(() => ((window as any).__analyticsEvents ?? []) as { event_id: number }[])

async function askForCode(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('button', { name: 'Email me a code' }).click()
}

eachTestFromOwnAddress()

test('live sign-in: the code arrives by email from the site and signs the shopper in', async ({
  page,
  request,
  context,
}, testInfo) => {
  const email = `live-shopper-${testInfo.workerIndex}-${Date.now()}@example.com`
  await page.goto(siteUrl(testInfo, SLUG, '/my-garage?tab=saved-cars'))
  await appReady(page)
  await askForCode(page, email)
  await expect(page.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible()

  await expect.poll(async () => (await mailTo(request, email)).length).toBe(1)
  const [mail] = await mailTo(request, email)
  expect(mail!.user).toBe(SMTP_USER)
  expect(mail!.mailFrom).toBe(MAIL_FROM)
  expect(mail!.headers.from).toBe(`${site.name} <${MAIL_FROM}>`)
  expect(mail!.headers.to).toBe(email)
  expect(mail!.subject).toBe(`Your sign-in code for ${site.name}`)
  const code = /\n(\d{6})\n/.exec(mail!.text ?? '')?.[1]
  expect(code).toMatch(/^\d{6}$/)
  expect(mail!.subject).not.toContain(code!)
  expect(mail!.text).toContain('It is valid for 10 minutes')
  expect(mail!.html).toContain(`>${code}</p>`)

  // live mode has no QA mailbox: the code is only in the email
  const qa = await page.evaluate(() =>
    fetch('/mock/auth-codes').then(async (r) => ({ status: r.status, body: await r.text() })),
  )
  expect(qa.body).not.toContain(code!)

  await page.getByRole('textbox', { name: 'Sign-in code' }).fill(code!)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
  expect((await events(page)).map((e) => e.event_id)).toEqual(expect.arrayContaining([35, 36, 37, 38]))
  const cookie = (await context.cookies()).find((c) => c.name === 'garage_session')
  expect(cookie?.httpOnly).toBe(true)
  expect((await page.evaluate(() => fetch('/api/auth').then((r) => r.json()))).user.email).toBe(email)
})

test('live sign-in: a mail server that refuses or hangs gives the clear message, and the page keeps working', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(45_000)
  const email = `live-unlucky-${testInfo.workerIndex}-${Date.now()}@example.com`
  await page.goto(siteUrl(testInfo, SLUG, '/my-garage?tab=saved-cars'))
  await appReady(page)
  try {
    await behave(request, 'refuse')
    await askForCode(page, email)
    await expect(page.getByRole('alert')).toHaveText(NOT_SENT)
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible()

    // a hung server: the answer comes after SMTP_TIMEOUT_MS (2 s in the stack), not when the server gives up
    await behave(request, 'hang')
    const started = Date.now()
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/code'))
    await page.getByRole('button', { name: 'Email me a code' }).click()
    const response = await answer
    expect(response.status()).toBe(503)
    expect(response.headers()['retry-after']).toBe('60')
    expect(await response.json()).toEqual({ error: NOT_SENT })
    const waited = Date.now() - started
    expect(waited).toBeGreaterThanOrEqual(1_500)
    await expect(page.getByRole('alert')).toHaveText(NOT_SENT)
  } finally {
    await behave(request, 'accept')
  }

  // the mail server is back: the same shopper asks again and gets a code
  await page.getByRole('button', { name: 'Email me a code' }).click()
  await expect(page.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible()
  await expect.poll(async () => (await mailTo(request, email)).length).toBe(1)
})
