import { expect, test, type Route } from '@playwright/test'
import { siteUrl } from './support/tenants.ts'
import { answerCaptcha, watchLeadCalls, eachTestFromOwnAddress } from './support/forms.ts'

eachTestFromOwnAddress()

test('typed and submitted before the app loads: the values are kept, the submit waits for the app, never a GET', async ({
  page,
}, testInfo) => {
  // the app's scripts are held back until the shopper has typed and pressed Submit
  const held: Route[] = []
  let released = false
  await page.route(/\/assets\/.*\.js(\?|$)/, (route) => (released ? route.continue() : void held.push(route)))
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) documents.push(frame.url())
  })
  const calls = watchLeadCalls(page)

  await page.goto(siteUrl(testInfo, 'demo-motors', '/contact'), { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace')
  await page.getByRole('textbox', { name: 'Mobile' }).fill('0412 345 678')
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
  await page.getByRole('textbox', { name: 'Message' }).fill('Typed before the app loaded.')
  await page.getByRole('button', { name: 'Submit' }).click()
  // nothing left the page: still no app, no lead, no navigation with the details
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  expect(calls).toHaveLength(0)

  released = true
  for (const route of held.splice(0)) await route.continue()
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 })

  // the held submit ran the normal path once the app loaded: the security check (whose question comes with the
  // app) is asked for, and the typed values are the form's own
  await expect(page.getByRole('textbox', { name: /^Security check/ })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace')
  await expect(page.getByRole('textbox', { name: 'Full name' })).not.toHaveAttribute('aria-invalid', 'true')
  expect(calls).toHaveLength(0)
  await answerCaptcha(page)
  await page.getByRole('button', { name: 'Submit' }).click()

  await expect(page).toHaveURL(/\/success\?category=general-enquiry$/)
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/leads'])
  expect(calls[0]!.body.lead).toMatchObject({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '0412 345 678',
    message: 'Typed before the app loaded.',
  })
  for (const url of documents) expect(url).not.toMatch(/Ada|Lovelace|ada%40|0412/)
})

test('a lead form never submits by GET, with or without the app', async ({ page }, testInfo) => {
  await page.goto(siteUrl(testInfo, 'demo-motors', '/contact'))
  const form = page.locator('form.lead-form')
  await expect(form).toHaveAttribute('method', 'post')
})
