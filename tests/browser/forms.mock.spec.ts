import { expect, test } from '@playwright/test'
import { siteUrl } from './support/tenants.ts'
import { answerCaptcha, formReady, watchLeadCalls, eachTestFromOwnAddress } from './support/forms.ts'

eachTestFromOwnAddress()

test('mock mode: a two-step form POSTs then PUTs under /mock/api/leads', async ({ page }, testInfo) => {
  const calls = watchLeadCalls(page)
  await page.goto(siteUrl(testInfo, 'demo-motors', '/sell-my-car'))
  await formReady(page)
  await page.getByRole('textbox', { name: 'Registration', exact: true }).fill('XYZ789')
  await page.getByRole('button', { name: 'Find my vehicle' }).click()
  await expect(page.getByRole('combobox', { name: 'Make' })).toHaveValue('Mazda')
  await page.getByRole('textbox', { name: 'Odometer (km)' }).fill('52000')
  await answerCaptcha(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Step 2 of 2')).toBeVisible()
  await page.getByRole('textbox', { name: 'Full name' }).fill('Mock Seller')
  await page.getByRole('textbox', { name: 'Mobile' }).fill('0412 000 999')
  await page.getByRole('textbox', { name: 'Email' }).fill('mock.seller@example.com')
  await page.getByRole('textbox', { name: 'Postcode' }).fill('4000')
  await page.getByRole('textbox', { name: 'Message' }).fill('Mock mode check')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/success\?category=sell-my-car$/)
  expect(calls.map((c) => c.method)).toEqual(['POST', 'PUT'])
  expect(calls[0]!.path).toBe('/mock/api/leads')
  expect(calls[1]!.path).toMatch(/^\/mock\/api\/leads\/[^/]+$/)
  expect(calls[1]!.body.lead).toMatchObject({
    form_completed: true,
    email: 'mock.seller@example.com',
    'Vehicle Make': 'Mazda',
  })
})

test('mock mode: a single-step enquiry on kiwi-cars-nz goes to /mock/api/leads', async ({ page }, testInfo) => {
  const calls = watchLeadCalls(page)
  await page.goto(siteUrl(testInfo, 'kiwi-cars-nz', '/book-test-drive'))
  await formReady(page)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('*This is a required field.').first()).toBeVisible()
  await page.getByRole('textbox', { name: 'Full name' }).fill('Kiri Driver')
  await page.getByRole('textbox', { name: 'Mobile' }).fill('021 555 0100')
  await page.getByRole('textbox', { name: 'Email' }).fill('kiri@example.co.nz')
  const location = page.getByRole('button', { name: /Location$/ })
  if (await location.count()) {
    await location.click()
    await page.getByRole('option').first().click()
  }
  await page.getByRole('button', { name: /Date$/ }).click()
  await page.getByRole('option').first().click()
  await page.getByRole('button', { name: /Time$/ }).click()
  await page.getByRole('option').first().click()
  await answerCaptcha(page)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/success\?category=test-drive$/)
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /mock/api/leads'])
})
