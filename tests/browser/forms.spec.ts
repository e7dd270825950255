import { expect, test } from '@playwright/test'
import { siteUrl, tenant } from './support/tenants.ts'
import {
  analyticsEvents,
  answerCaptcha,
  choose,
  formReady,
  typeDate,
  watchLeadCalls,
  tick,
  eachTestFromOwnAddress,
} from './support/forms.ts'

const REQUIRED = '*This is a required field.'

eachTestFromOwnAddress()

test('contact form on demo-motors: exact messages, then one POST and the success page', async ({ page }, testInfo) => {
  const calls = watchLeadCalls(page)
  await page.goto(siteUrl(testInfo, 'demo-motors', '/contact?utm_source=newsletter&gclid=g-1'))
  await expect(page).toHaveTitle(/Contact us \| Demo Motors/)
  await formReady(page)
  await expect(
    page.getByRole('checkbox', { name: 'Yes, I would like to subscribe to receive latest offers & product updates.' }),
  ).toBeChecked()

  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText(REQUIRED).first()).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('aria-invalid', 'true')
  expect(calls).toHaveLength(0)

  await page.getByRole('textbox', { name: 'Full name' }).fill('Jane Citizen')
  await page.getByRole('textbox', { name: 'Mobile' }).fill('12345')
  await page.getByRole('textbox', { name: 'Email' }).fill('jane@')
  // revalidation happens on submit only: the old message stays while typing
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('aria-invalid', 'true')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('invalid email address')).toBeVisible()
  await expect(page.getByText('Invalid phone number. Must be Australian or New Zealand number.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Full name' })).not.toHaveAttribute('aria-invalid', 'true')

  await page.getByRole('textbox', { name: 'Mobile' }).fill('0412 345 678')
  await page.getByRole('textbox', { name: 'Email' }).fill('jane@example.com')
  await page.getByRole('textbox', { name: 'Message' }).fill('Please call me about servicing.')
  await choose(page, 'Where did you hear about us?', 'Google')
  await answerCaptcha(page)
  await page.getByRole('button', { name: 'Submit' }).click()

  await expect(page).toHaveURL(/\/success\?category=general-enquiry$/)
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/leads'])
  const lead = calls[0]!.body.lead
  expect(lead).toMatchObject({
    name: 'Jane Citizen',
    first_name: 'Jane',
    last_name: 'Citizen',
    email: 'jane@example.com',
    phone: '0412 345 678',
    category: 'General Enquiry',
    website_slug: 'demo-motors',
    source: 'Website',
    opt_in: true,
    form_completed: true,
    lead_status: 'Complete',
    event_id: 22,
    linked_query_params: { utm_source: 'newsletter', gclid: 'g-1' },
  })
  expect(lead.visited_pages).toContain('/contact')
  expect(lead.user_agent).toBeTruthy()
  expect(lead.url).toContain('/contact')
  expect(typeof lead.captcha_token).toBe('string')
  const events = await analyticsEvents(page)
  expect(events.map((e) => e.event_id)).toEqual([22, 22])
  expect(events.map((e) => e.event)).toEqual(['general_enquiry', 'conversion'])

  // the shopper's details prefill the next form
  await page.goto(siteUrl(testInfo, 'demo-motors', '/careers'))
  await formReady(page)
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Jane Citizen')
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('jane@example.com')
})

test('four-step trade-in on demo-motors: lookup, POST then PUTs, skip and go back, success', async ({
  page,
}, testInfo) => {
  const calls = watchLeadCalls(page)
  await page.goto(siteUrl(testInfo, 'demo-motors', '/trade-in'))
  await formReady(page)
  await expect(page.getByText('Step 1 of 4')).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Form progress' })).toHaveAttribute('aria-valuenow', '0')
  await expect(page.getByRole('button', { name: 'Go Back' })).toHaveCount(0)

  await page.getByRole('textbox', { name: 'Registration', exact: true }).fill('abc123')
  await page.getByRole('button', { name: 'Find my vehicle' }).click()
  await expect(page.getByText(/Found your 2019 Toyota Corolla/)).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Make' })).toHaveValue('Toyota')
  await expect(page.getByRole('textbox', { name: 'Model' })).toHaveValue('Corolla')
  await answerCaptcha(page)
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page.getByText('Step 2 of 4')).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Form progress' })).toHaveAttribute('aria-valuenow', '25')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText(REQUIRED).first()).toBeVisible()
  await page.getByRole('textbox', { name: 'Odometer (km)' }).fill('64000')
  await tick(page, 'radio', 'Full')
  await tick(page, 'radio', 'Good')
  await tick(page, 'radio', '4 stars')
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page.getByText('Step 3 of 4')).toBeVisible()
  await page.getByRole('button', { name: 'Skip this step' }).click()
  await expect(page.getByText('Step 4 of 4')).toBeVisible()
  await page.getByRole('button', { name: 'Go Back' }).click()
  await expect(page.getByText('Step 3 of 4')).toBeVisible()
  await page.getByRole('button', { name: 'Skip this step' }).click()
  await expect(page.getByText('Step 4 of 4')).toBeVisible()

  await page.getByRole('textbox', { name: 'Full name' }).fill('Sam Trader')
  await page.getByRole('textbox', { name: 'Mobile' }).fill('0412345678')
  await page.getByRole('textbox', { name: 'Email' }).fill('sam@example.com')
  const postcode = page.getByRole('textbox', { name: 'Postcode' })
  await postcode.fill('400012')
  await expect(postcode).toHaveValue('4000')
  await postcode.fill('40')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Invalid postcode. Please enter a 4-digit number.')).toBeVisible()
  await postcode.fill('4000')
  await page.getByRole('button', { name: 'Submit' }).click()

  await expect(page).toHaveURL(/\/success\?category=trade-in-valuation$/)
  expect(calls.map((c) => c.method)).toEqual(['POST', 'PUT', 'PUT'])
  const id = calls[1]!.path.split('/').at(-1)
  expect(calls[1]!.path).toBe(`/api/leads/${id}`)
  expect(calls[2]!.path).toBe(`/api/leads/${id}`)
  expect(calls[0]!.body.lead).toMatchObject({
    lead_status: 'Incomplete',
    form_completed: false,
    step_number: 1,
    'Vehicle Make': 'Toyota',
    Rego: 'ABC123',
  })
  expect(calls[1]!.body.lead).toMatchObject({ lead_id: id, step_number: 2, lead_status: 'Incomplete' })
  expect(calls[2]!.body.lead).toMatchObject({
    lead_id: id,
    step_number: 4,
    skipped_steps: [{ from: 2, to: 3 }],
    form_completed: true,
    lead_status: 'Complete',
    event_id: 22,
    postcode: '4000',
  })
  const events = await analyticsEvents(page)
  expect(events.map((e) => e.event_id)).toContain(13)
})

test('finance application on kiwi-cars-nz from a finance link: prefill, NZ phone rule, four saves', async ({
  page,
}, testInfo) => {
  const calls = watchLeadCalls(page)
  await page.goto(
    siteUrl(
      testInfo,
      'kiwi-cars-nz',
      '/finance?preferredDealership=kiwi-cars&vehiclePriceBudget=25990&car_id=car-123&car_type=used#finance-form',
    ),
  )
  await formReady(page)
  await expect(page.locator('#finance-form')).toBeVisible()
  await expect(page.getByText('Step 1 of 4')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'How much would you like to borrow?' })).toHaveValue(/25,990/)

  await tick(page, 'radio', 'Personal')
  await choose(page, 'Loan term', '5 years')
  await answerCaptcha(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Step 2 of 4')).toBeVisible()

  await page.getByRole('textbox', { name: 'Full name' }).fill('Aroha Smith')
  await typeDate(page, 'Date of birth', '15061990')
  await page.getByRole('textbox', { name: 'Licence number' }).fill('dl123456')
  await typeDate(page, 'Licence expiry', '01012031')
  await page.getByRole('textbox', { name: 'Mobile' }).fill('0211234567890123')
  await page.getByRole('textbox', { name: 'Email' }).fill('aroha@example.co.nz')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Invalid phone number. Too many characters.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Mobile' }).fill('021 123 4567')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Step 3 of 4')).toBeVisible()

  await page.getByRole('button', { name: 'Go Back' }).click()
  await expect(page.getByText('Step 2 of 4')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Aroha Smith')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Step 3 of 4')).toBeVisible()

  await page.getByRole('textbox', { name: 'Residential address' }).fill('1 Queen Street, Auckland')
  await page.getByRole('textbox', { name: 'Postcode' }).fill('1010')
  await choose(page, 'Residential status', 'Renting')
  await choose(page, 'Employment status', 'Full time')
  await page.getByRole('textbox', { name: 'Annual income before tax' }).fill('85000')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Step 4 of 4')).toBeVisible()
  await page.getByRole('textbox', { name: 'Message' }).fill('Pre-approval for a used car please.')
  await page.getByRole('button', { name: 'Submit' }).click()

  await expect(page).toHaveURL(/\/success\?category=finance-enquiry$/)
  // step 2 was saved once, even though the shopper went back and continued again
  expect(calls.map((c) => c.method)).toEqual(['POST', 'PUT', 'PUT', 'PUT'])
  expect(calls[0]!.path).toBe('/api/leads')
  const last = calls[3]!.body.lead
  expect(last).toMatchObject({
    car_id: 'car-123',
    car_type: 'used',
    dealership_slug: 'kiwi-cars',
    form_completed: true,
    event_id: 22,
  })
  expect(last.extra).toMatchObject({
    loan_amount: 25990,
    dob: '1990-06-15',
    licence_expiry: '2031-01-01',
    loan_term: '5 years',
  })
  // kiwi-cars-nz configures no conversion event: only the form's own submission event fires
  expect((await analyticsEvents(page)).map((e) => e.event_id)).toEqual([20])
})

test('contact on metro-auto-group: dealership and location required, Car Clarity destination', async ({
  page,
}, testInfo) => {
  const calls = watchLeadCalls(page)
  const metro = tenant('metro-auto-group')
  await page.goto(siteUrl(testInfo, 'metro-auto-group', '/contact'))
  await formReady(page)
  await page.getByRole('button', { name: 'Submit' }).click()
  const dealership = page.getByRole('button', { name: /Dealership$/ })
  await expect(dealership).toBeVisible()
  await expect(page.locator('.field', { has: dealership }).getByText(REQUIRED)).toBeVisible()
  await choose(page, 'Dealership', metro.site.dealerships[1].name)
  await choose(page, 'Location', metro.site.locations.find((l: any) => l.location_type === 'sales' && l.visible).name)
  await page.getByRole('textbox', { name: 'Full name' }).fill('Max Power')
  await page.getByRole('textbox', { name: 'Mobile' }).fill('(02) 9000 1234')
  await page.getByRole('textbox', { name: 'Email' }).fill('max@example.com')
  await page.getByRole('textbox', { name: 'Message' }).fill('Fleet pricing please')
  await choose(page, 'Enquiry type', 'Fleet Enquiry')
  await answerCaptcha(page)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/success\?category=fleet-enquiry$/)
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/carClarityCustomer'])
  expect(calls[0]!.body.lead).toMatchObject({
    category: 'Fleet Enquiry',
    dealership_slug: metro.site.dealerships[1].slug,
    'Best Deal': 'No',
  })
})

test('service booking on demo-motors: bookable slots from the dashboard, three saves', async ({ page }, testInfo) => {
  const calls = watchLeadCalls(page)
  await page.goto(siteUrl(testInfo, 'demo-motors', '/service'))
  await formReady(page)
  await expect(page.getByRole('heading', { name: 'Service Centre', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Servicing made easy' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Make' }).fill('Mazda')
  await page.keyboard.press('Tab')
  await page.getByRole('textbox', { name: 'Model' }).fill('CX-5')
  await page.getByRole('textbox', { name: 'Year' }).fill('2020')
  await page.getByRole('textbox', { name: 'Odometer (km)' }).fill('45000')
  await answerCaptcha(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Step 2 of 3')).toBeVisible()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText(REQUIRED).first()).toBeVisible()
  await choose(page, 'Service interval', '45,000 km / 36 months')
  await tick(page, 'checkbox', 'Wheel alignment')
  await page.getByRole('button', { name: /Date$/ }).click()
  await page.getByRole('option').first().click()
  await page.getByRole('button', { name: /Time$/ }).click()
  await page.getByRole('option').first().click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Step 3 of 3')).toBeVisible()
  await page.getByRole('textbox', { name: 'Full name' }).fill('Chris Wrench')
  await page.getByRole('textbox', { name: 'Mobile' }).fill('0400 000 111')
  await page.getByRole('textbox', { name: 'Email' }).fill('chris@example.com')
  await page.getByRole('textbox', { name: 'Message' }).fill('Rattle in the dash')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/success\?category=service-booking$/)
  expect(calls.map((c) => c.method)).toEqual(['POST', 'PUT', 'PUT'])
  expect(calls[1]!.body.lead.additional_services).toEqual(['Wheel alignment'])
  expect(calls[1]!.body.lead.extra.preferred_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
  expect((await analyticsEvents(page)).map((e) => e.event_id)).toContain(18)
})

test('a failed save shows the destructive alert and keeps the step', async ({ page }, testInfo) => {
  await page.route('**/api/leads', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Lead store unavailable' }),
    }),
  )
  await page.goto(siteUrl(testInfo, 'demo-motors', '/sell-my-car'))
  await formReady(page)
  await page.getByRole('combobox', { name: 'Make' }).fill('Kia')
  await page.keyboard.press('Tab')
  await page.getByRole('textbox', { name: 'Model' }).fill('Rio')
  await page.getByRole('textbox', { name: 'Year' }).fill('2018')
  await page.getByRole('textbox', { name: 'Odometer (km)' }).fill('80000')
  await answerCaptcha(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('An error occurred when submitting this form')
  await expect(alert).toContainText('Lead store unavailable')
  await expect(page.getByText('Step 1 of 2')).toBeVisible()
})

test('pre-approval redirects to /finance where configured, and shows its own form elsewhere', async ({
  page,
}, testInfo) => {
  await page.goto(siteUrl(testInfo, 'coastal-nissan', '/finance-pre-approval?vehiclePriceBudget=30000'))
  await expect(page).toHaveURL(/\/finance\?vehiclePriceBudget=30000#finance-form$/)
  await page.goto(siteUrl(testInfo, 'demo-motors', '/finance-pre-approval'))
  await formReady(page)
  await expect(page.getByRole('heading', { name: 'Get pre-approved' })).toBeVisible()
  await page.getByRole('button', { name: 'Finance disclaimer' }).click()
  const dialog = page.getByRole('dialog', { name: 'Finance disclaimer' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'I understand' }).click()
  await expect(dialog).toHaveCount(0)
})

test('every form page renders its form on two tenants', async ({ page }, testInfo) => {
  const pages: [string, string][] = [
    ['/book-test-drive', 'Book a test drive'],
    ['/careers', 'Careers'],
    ['/vehicle-parts-and-accessories', 'Parts enquiry'],
    ['/pages/book-a-service', 'Book a service'],
    ['/finance-enquiry', 'Apply for finance'],
    ['/apply-for-finance', 'Apply for finance'],
    ['/sell-my-car', 'Sell my car'],
  ]
  for (const slug of ['demo-motors', 'prestige-preowned']) {
    for (const [path, title] of pages) {
      await page.goto(siteUrl(testInfo, slug, path))
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible()
      await expect(page.getByRole('button', { name: /^(Submit|Continue)$/ })).toBeVisible()
    }
  }
})
