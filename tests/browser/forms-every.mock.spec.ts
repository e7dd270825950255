import { expect, test } from '@playwright/test'
import { watchLeadCalls, eachTestFromOwnAddress } from './support/forms.ts'
import { siteUrl } from './support/tenants.ts'
import {
  answerCaptchaIn,
  careers,
  chooseIn,
  detailCar,
  detailDialog,
  expectLeadSequence,
  expectListedLead,
  expectSuccess,
  fillContact,
  financeEnquiry,
  parts,
  pickRadio,
  preApproval,
  profile,
  sellMyCar,
  testDrivePage,
  tradeInTwoStep,
  type FormRun,
} from './support/every-form.ts'
import { formReady } from './support/forms.ts'

// Mock mode: the same forms on two tenants with other settings — kiwi-cars-nz (NZ, numeric phone entry: only the
// length is checked, one dealership, two sales locations) and ridewest-motorcycles (AU, message not required,
// motorcycle template). Lead calls go to /mock/api/leads…, and /mock/leads lists each lead with its payload.

eachTestFromOwnAddress()

const TENANTS = ['kiwi-cars-nz', 'ridewest-motorcycles'] as const

const postcodeOf = (slug: string) => (slug === 'kiwi-cars-nz' ? '1010' : '2000')

for (const slug of TENANTS) {
  const t = profile(slug)
  const forms: [string, (page: any, testInfo: any, request: any) => Promise<FormRun>, Record<string, unknown>][] = [
    ['test drive booking', (page, testInfo) => testDrivePage(page, testInfo, t), { category: 'Test Drive' }],
    [
      'enquiry dialog on a detail page',
      async (page, testInfo, request) =>
        detailDialog(page, testInfo, t, 'enquiry', await detailCar(request, testInfo, slug, 2)),
      {},
    ],
    [
      'request photos dialog on a detail page',
      async (page, testInfo, request) =>
        detailDialog(page, testInfo, t, 'request-photos', await detailCar(request, testInfo, slug, 3)),
      { category: 'Request Photos' },
    ],
    [
      'test drive dialog on a detail page',
      async (page, testInfo, request) =>
        detailDialog(page, testInfo, t, 'test-drive', await detailCar(request, testInfo, slug, 4)),
      { category: 'Test Drive' },
    ],
    [
      'finance enquiry',
      (page, testInfo) => financeEnquiry(page, testInfo, t),
      { category: 'Finance Enquiry', postcode: postcodeOf(slug) },
    ],
    ['careers', (page, testInfo) => careers(page, testInfo, t), { category: 'Careers' }],
    ['parts enquiry', (page, testInfo) => parts(page, testInfo, t), { category: 'Parts Enquiry' }],
    [
      'sell my car',
      (page, testInfo) => sellMyCar(page, testInfo, t),
      { category: 'Sell My Car', postcode: postcodeOf(slug) },
    ],
    [
      'finance pre-approval',
      (page, testInfo) => preApproval(page, testInfo, t),
      { category: 'Finance Pre-Approval', postcode: postcodeOf(slug) },
    ],
    [
      'standalone two-step trade-in',
      (page, testInfo) => tradeInTwoStep(page, testInfo, t),
      { category: 'Trade-In Valuation' },
    ],
  ]
  for (const [name, run, expected] of forms) {
    test(`mock mode, ${name} on ${slug}: messages, /mock/api/leads calls, success, listed on /mock/leads`, async ({
      page,
      request,
    }, testInfo) => {
      const result = await run(page, testInfo, request)
      await expectSuccess(page, result)
      const { last } = expectLeadSequence(result, slug, true)
      expect(last).toMatchObject(expected)
      if (result.car) expect(last.car_id).toBe(result.car.id)
      await expectListedLead(page, testInfo, slug, result)
    })
  }
}

test('mock mode: Go Back then Continue in a multi-step form PUTs, never POSTs again', async ({ page }, testInfo) => {
  const t = profile('ridewest-motorcycles')
  const calls = watchLeadCalls(page)
  await page.goto(siteUrl(testInfo, t.slug, '/apply-for-finance'))
  await formReady(page)
  const form = page.locator('form.lead-form')
  await pickRadio(form, 'Is this a personal or business purchase?', 'Personal')
  await form.getByRole('textbox', { name: 'How much would you like to borrow?' }).fill('18000')
  await chooseIn(form, 'Loan term', '3 years')
  await answerCaptchaIn(form)
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText('Step 2 of 4')).toBeVisible()
  const email = `go-back.${Date.now().toString(36)}@example.com`
  await fillContact(form, t, email)
  await form.getByRole('group', { name: 'Date of birth', exact: true }).getByRole('spinbutton').first().click()
  await page.keyboard.type('02031985')
  await form.getByRole('textbox', { name: 'Licence number' }).fill('wa998877')
  await form.getByRole('group', { name: 'Licence expiry', exact: true }).getByRole('spinbutton').first().click()
  await page.keyboard.type('31122030')
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText('Step 3 of 4')).toBeVisible()
  expect(calls.map((c) => `${c.method} ${c.path.replace(/\/leads\/[^/]+$/, '/leads/{id}')}`)).toEqual([
    'POST /mock/api/leads',
    'PUT /mock/api/leads/{id}',
  ])

  // back to step 2, change nothing, continue: the step was saved already, so no call at all
  await form.getByRole('button', { name: 'Go Back' }).click()
  await expect(form.getByText('Step 2 of 4')).toBeVisible()
  await expect(form.getByRole('progressbar', { name: 'Form progress' })).toHaveAttribute('aria-valuenow', '25')
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText('Step 3 of 4')).toBeVisible()
  expect(calls).toHaveLength(2)

  await form.getByRole('textbox', { name: 'Residential address' }).fill('12 Hay Street, Perth')
  await form.getByRole('textbox', { name: 'Postcode' }).fill('6000')
  await chooseIn(form, 'Residential status', 'Renting')
  await chooseIn(form, 'Employment status', 'Part time')
  await form.getByRole('textbox', { name: 'Annual income before tax' }).fill('65000')
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText('Step 4 of 4')).toBeVisible()
  // back from the last step and on again: still no POST
  await form.getByRole('button', { name: 'Go Back' }).click()
  await expect(form.getByText('Step 3 of 4')).toBeVisible()
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText('Step 4 of 4')).toBeVisible()
  // ridewest-motorcycles does not require the message
  await form.getByRole('button', { name: 'Submit' }).click()

  const run: FormRun = { calls, email, category: 'finance-enquiry', steps: 4 }
  await expectSuccess(page, run)
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1)
  const { last } = expectLeadSequence(run, t.slug, true)
  expect(last).toMatchObject({ category: 'Finance Enquiry', postcode: '6000' })
  await expectListedLead(page, testInfo, t.slug, run)
})
