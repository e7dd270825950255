import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test'
import { siteUrl, tenant } from './tenants.ts'
import { formReady, watchLeadCalls, type LeadCall } from './forms.ts'
import { appReady } from './app-ready.ts'
import { pickCar, qaStock, type QaCar } from './vehicle-stock.ts'

/** SPEC §5 messages, exactly. */
export const REQUIRED = '*This is a required field.'
export const BAD_EMAIL = 'invalid email address'
export const BAD_PHONE = 'Invalid phone number. Must be Australian or New Zealand number.'
export const LONG_PHONE = 'Invalid phone number. Too many characters.'
export const BAD_POSTCODE = 'Invalid postcode. Please enter a 4-digit number.'

/** What a form test needs to know about a tenant, read from its tenant file (the source of expectations). */
export interface TenantProfile {
  readonly slug: string
  /** SPEC §5: numeric-entry sites only limit the length; the others check AU/NZ patterns */
  readonly numericPhone: boolean
  readonly messageRequired: boolean
  /** names of the dealerships when there are several (then a required Dealership select shows) */
  readonly dealerships: readonly { name: string; slug: string }[] | null
  readonly validPhone: string
}

export function profile(slug: string): TenantProfile {
  const site = tenant(slug).site
  const numericPhone = site.forms?.numeric_phone === true
  return {
    slug,
    numericPhone,
    messageRequired: site.forms?.message_required !== false,
    dealerships:
      site.dealerships.length > 1 ? site.dealerships.map((d: any) => ({ name: d.name, slug: d.slug })) : null,
    validPhone: site.locale?.country === 'NZ' ? '021 123 4567' : '0412 345 678',
  }
}

/** What a form run leaves for the assertions. */
export interface FormRun {
  readonly calls: LeadCall[]
  readonly email: string
  readonly category: string
  readonly steps: number
  readonly car?: QaCar
}

/** The captcha of one form (a detail page may hold several forms, so it is answered inside `scope`). */
export async function answerCaptchaIn(scope: Locator): Promise<void> {
  const box = scope.getByRole('textbox', { name: /^Security check: What is \d+ plus \d+\?$/ })
  await expect(box).toBeVisible()
  const name = await scope.locator('.captcha label').textContent()
  const match = /What is (\d+) plus (\d+)\?/.exec(name ?? '')
  if (!match) throw new Error(`no captcha question in "${name}"`)
  await box.fill(String(Number(match[1]) + Number(match[2])))
}

/** Picks `option` (or the first option) in the react-aria Select labelled `label` inside `scope`. */
export async function chooseIn(scope: Locator, label: string, option?: string): Promise<void> {
  await scope.getByRole('button', { name: new RegExp(`${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click()
  const page = scope.page()
  const choice = option ? page.getByRole('option', { name: option, exact: true }) : page.getByRole('option').first()
  await choice.click()
  await expect(page.getByRole('listbox')).toHaveCount(0)
}

/** Picks `option` in the radio group labelled `group` (the input is visually hidden: the shopper clicks its card). */
export async function pickRadio(scope: Locator, group: string, option: string): Promise<void> {
  const radio = scope.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true })
  // the input is visually hidden inside its label: click the label (the star or card the shopper sees)
  await scope
    .getByRole('radiogroup', { name: group })
    .locator('label', { has: scope.page().getByRole('radio', { name: option, exact: true }) })
    .click()
  await expect(radio).toBeChecked()
}

/** A date and time: the dealer's bookable slots when offered (two selects), else typed into the date picker. */
export async function pickDateTime(scope: Locator): Promise<void> {
  const date = scope.getByRole('button', { name: /Date$/ })
  if (await date.count()) {
    await chooseIn(scope, 'Date')
    await chooseIn(scope, 'Time')
    return
  }
  await scope.getByRole('group', { name: 'Preferred date and time' }).getByRole('spinbutton').first().click()
  await scope.page().keyboard.type('150620301030AM')
}

/** The dealership select shows exactly when the tenant has several dealerships; picks the second one there. */
export async function answerDealership(scope: Locator, t: TenantProfile): Promise<string | null> {
  const select = scope.getByRole('button', { name: /Dealership$/ })
  if (!t.dealerships) {
    await expect(select).toHaveCount(0)
    return null
  }
  await expect(select).toBeVisible()
  const pick = t.dealerships[1]!
  await chooseIn(scope, 'Dealership', pick.name)
  return pick.slug
}

/**
 * Submits the step with the contact fields empty and then wrong, checking SPEC §5's exact messages: none before the
 * first submit, the required message after it, then the email and phone (and postcode) messages. No lead call goes
 * out while the step is invalid.
 */
export async function checkContactValidation(
  scope: Locator,
  t: TenantProfile,
  calls: LeadCall[],
  opts: { postcode?: boolean; button?: string } = {},
): Promise<void> {
  const before = calls.length
  const button = scope.getByRole('button', { name: opts.button ?? 'Submit', exact: true })
  // validation runs on submit only: nothing shows before
  await expect(scope.getByText(REQUIRED)).toHaveCount(0)
  await button.click()
  await expect(scope.getByText(REQUIRED).first()).toBeVisible()
  await expect(scope.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('aria-invalid', 'true')
  await expect(scope.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true')
  const message = scope.getByRole('textbox', { name: 'Message' })
  if ((await message.count()) && !t.messageRequired) await expect(message).not.toHaveAttribute('aria-invalid', 'true')
  if ((await message.count()) && t.messageRequired) await expect(message).toHaveAttribute('aria-invalid', 'true')

  await scope.getByRole('textbox', { name: 'Email' }).fill('someone@')
  await scope.getByRole('textbox', { name: 'Mobile' }).fill(t.numericPhone ? '0211234567890123' : '12345')
  if (opts.postcode) await scope.getByRole('textbox', { name: 'Postcode' }).fill('40')
  await button.click()
  await expect(scope.getByText(BAD_EMAIL, { exact: true })).toBeVisible()
  await expect(scope.getByText(t.numericPhone ? LONG_PHONE : BAD_PHONE, { exact: true })).toBeVisible()
  if (opts.postcode) await expect(scope.getByText(BAD_POSTCODE, { exact: true })).toBeVisible()
  expect(calls.length).toBe(before)
}

/** Fills the contact fields with valid answers (the message only where the tenant requires it unless `message`). */
export async function fillContact(
  scope: Locator,
  t: TenantProfile,
  email: string,
  opts: { postcode?: boolean; message?: boolean } = {},
): Promise<void> {
  await scope.getByRole('textbox', { name: 'Full name' }).fill('Pat Tester')
  await scope.getByRole('textbox', { name: 'Mobile' }).fill(t.validPhone)
  await scope.getByRole('textbox', { name: 'Email' }).fill(email)
  if (opts.postcode)
    await scope.getByRole('textbox', { name: 'Postcode' }).fill(t.slug === 'kiwi-cars-nz' ? '1010' : '2000')
  const message = scope.getByRole('textbox', { name: 'Message' })
  if ((await message.count()) && (t.messageRequired || opts.message)) await message.fill('Form test for every form')
}

export async function fillVehicle(scope: Locator, make = 'Toyota'): Promise<void> {
  await scope.getByRole('combobox', { name: 'Make' }).fill(make)
  await scope.page().keyboard.press('Tab')
  await scope.getByRole('textbox', { name: 'Model' }).fill('Corolla')
  await scope.getByRole('textbox', { name: 'Year' }).fill('2019')
  const km = scope.getByRole('textbox', { name: 'Odometer (km)' })
  if (await km.count()) await km.fill('64000')
}

const emailFor = (form: string, slug: string, testInfo: TestInfo) =>
  `${form}.${slug}.${testInfo.project.name}.${Date.now().toString(36)}@example.com`

async function open(page: Page, testInfo: TestInfo, slug: string, path: string): Promise<Locator> {
  await page.goto(siteUrl(testInfo, slug, path))
  await formReady(page)
  return page.locator('form.lead-form')
}

/** A listed, unsold, non test-drive-only car of the tenant (from the QA endpoint), the `skip`-th such. */
export async function detailCar(
  request: APIRequestContext,
  testInfo: TestInfo,
  slug: string,
  skip = 0,
): Promise<QaCar> {
  const { cars } = await qaStock(request, testInfo, slug)
  return pickCar(cars, (c) => !c.sold && (c.tag === null || !/test drive/i.test(c.tag.label)), skip)
}

/** Opens a lead dialog from the detail page's actions; its form hydrated. */
async function openDialog(
  page: Page,
  testInfo: TestInfo,
  slug: string,
  car: QaCar,
  trigger: string,
  title: string,
): Promise<Locator> {
  await page.goto(siteUrl(testInfo, slug, car.path))
  await appReady(page)
  await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: trigger, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('form.lead-form')).toBeVisible()
  return dialog
}

// ── one function per form: fills it like a shopper, checks the messages, submits; returns the lead calls ─────────

export async function testDrivePage(page: Page, testInfo: TestInfo, t: TenantProfile): Promise<FormRun> {
  const { calls, form } = await openWatched(page, testInfo, t, '/book-test-drive')
  // SPEC §5: the message is optional in the test drive form
  const optionalMessage = { ...t, messageRequired: false }
  await checkContactValidation(form, optionalMessage, calls)
  const location = form.getByRole('button', { name: /Location$/ })
  if (t.dealerships) await expect(location).toBeVisible()
  if (await location.count()) await chooseIn(form, 'Location')
  const email = emailFor('test-drive', t.slug, testInfo)
  await fillContact(form, optionalMessage, email)
  await pickDateTime(form)
  await answerCaptchaIn(form)
  return submit(form, { calls, email, category: 'test-drive', steps: 1 })
}

export async function detailDialog(
  page: Page,
  testInfo: TestInfo,
  t: TenantProfile,
  kind: 'enquiry' | 'request-photos' | 'test-drive',
  car: QaCar,
): Promise<FormRun> {
  const calls = watchLeadCalls(page)
  const [trigger, title, category] =
    kind === 'enquiry'
      ? [
          'Enquire',
          `Enquire about ${car.name}`,
          car.car_type === 'used' ? 'used-vehicle-enquiry' : 'new-vehicle-enquiry',
        ]
      : kind === 'request-photos'
        ? ['Request Photos', 'Request more photos', 'request-photos']
        : ['Book a Test Drive', `Book a test drive: ${car.name}`, 'test-drive']
  const dialog = await openDialog(page, testInfo, t.slug, car, trigger, title)
  // SPEC §5: the message is optional in the photo request and test drive forms
  const tenantForMessage = kind === 'enquiry' ? t : { ...t, messageRequired: false }
  await checkContactValidation(dialog, tenantForMessage, calls)
  const email = emailFor(kind, t.slug, testInfo)
  await fillContact(dialog, tenantForMessage, email)
  if (kind === 'test-drive') await pickDateTime(dialog)
  if (await dialog.locator('.captcha').count()) await answerCaptchaIn(dialog)
  await dialog.getByRole('button', { name: 'Submit' }).click()
  return { calls, email, category, steps: 1, car }
}

/** A file as the shopper picks it. */
export interface PickedFile {
  readonly name: string
  readonly mimeType: string
  readonly buffer: Buffer
}

/** Picks `files` with the file field labelled `label` inside `scope`, and waits until the field names them. */
export async function attachFiles(scope: Locator, label: string, files: readonly PickedFile[]): Promise<void> {
  const chooser = scope.page().waitForEvent('filechooser')
  await scope.getByRole('button', { name: `${label}: choose file` }).click()
  await (await chooser).setFiles([...files])
  const group = scope.getByRole('group', { name: label })
  // attached, not refused (a refusal names the file too)
  const attached = group.getByText(/^Attached: /)
  for (const file of files) await expect(attached).toContainText(file.name, { timeout: 30_000 })
  await expect(group.getByRole('alert')).toHaveCount(0)
}

const TINY_RESUME: PickedFile = {
  name: 'pat-tester-resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4 resume'),
}

export async function careers(
  page: Page,
  testInfo: TestInfo,
  t: TenantProfile,
  resume: PickedFile = TINY_RESUME,
): Promise<FormRun> {
  const { calls, form } = await openWatched(page, testInfo, t, '/careers')
  await checkContactValidation(form, t, calls)
  await expect(form.getByRole('group', { name: 'Resume' }).getByText(REQUIRED)).toBeVisible()
  await answerDealership(form, t)
  const email = emailFor('careers', t.slug, testInfo)
  await fillContact(form, t, email, { message: true })
  await form.getByRole('textbox', { name: 'Position' }).fill('Service Advisor')
  await attachFiles(form, 'Resume', [resume])
  await answerCaptchaIn(form)
  return submit(form, { calls, email, category: 'careers', steps: 1 })
}

/** Opens a form page with its lead calls watched from the start. */
async function openWatched(
  page: Page,
  testInfo: TestInfo,
  t: TenantProfile,
  path: string,
): Promise<{ calls: LeadCall[]; form: Locator }> {
  const calls = watchLeadCalls(page)
  return { calls, form: await open(page, testInfo, t.slug, path) }
}

/** Submits the form's last step; the run is what the caller checks afterwards. */
async function submit(form: Locator, run: FormRun): Promise<FormRun> {
  await form.getByRole('button', { name: 'Submit' }).click()
  return run
}

/** The step shown first refuses an empty Continue with the required message. */
async function emptyStepIsRefused(form: Locator, step: string): Promise<void> {
  await expect(form.getByText(step)).toBeVisible()
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText(REQUIRED).first()).toBeVisible()
}

/** The captcha answered, Continue goes on to `next`. */
async function answerCaptchaAndContinue(form: Locator, next: string): Promise<void> {
  await answerCaptchaIn(form)
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText(next)).toBeVisible()
}

/** The contact step: its validation messages, the dealership, then the shopper's details under `email`. */
async function contactStep(
  form: Locator,
  t: TenantProfile,
  calls: LeadCall[],
  email: string,
  opts: { postcode?: boolean } = {},
): Promise<string> {
  await checkContactValidation(form, t, calls, opts)
  await answerDealership(form, t)
  await fillContact(form, t, email, opts)
  return email
}

export async function parts(
  page: Page,
  testInfo: TestInfo,
  t: TenantProfile,
  photo: PickedFile | null = null,
): Promise<FormRun> {
  const { calls, form } = await openWatched(page, testInfo, t, '/vehicle-parts-and-accessories')
  await checkContactValidation(form, t, calls)
  await answerDealership(form, t)
  const location = form.getByRole('button', { name: /Location$/ })
  if (await location.count()) await chooseIn(form, 'Location')
  const email = emailFor('parts', t.slug, testInfo)
  await fillContact(form, t, email, { message: true })
  await fillVehicle(form, 'Mazda')
  await form.getByRole('textbox', { name: 'VIN' }).fill('JM0KF4W7A00123456')
  if (photo) await attachFiles(form, 'Photo of the part', [photo])
  await answerCaptchaIn(form)
  return submit(form, { calls, email, category: 'parts-enquiry', steps: 1 })
}

export async function sellMyCar(page: Page, testInfo: TestInfo, t: TenantProfile): Promise<FormRun> {
  const { calls, form } = await openWatched(page, testInfo, t, '/sell-my-car')
  await emptyStepIsRefused(form, 'Step 1 of 2')
  expect(calls).toHaveLength(0)
  await fillVehicle(form, 'Kia')
  await answerCaptchaAndContinue(form, 'Step 2 of 2')
  const email = await contactStep(form, t, calls, emailFor('sell-my-car', t.slug, testInfo), { postcode: true })
  await chooseIn(form, 'Where did you hear about us?', 'Word of Mouth')
  return submit(form, { calls, email, category: 'sell-my-car', steps: 2 })
}

/** The two-step valuation (tenants whose dealership has four_step_valuation_form false). */
/** The trade-in page: standalone, or opened from a car's page (`/cars/trade-in?car_id=…`) towards that car. */
const tradeInPath = (car?: QaCar) => (car ? `/cars/trade-in?car_id=${encodeURIComponent(car.id)}` : '/trade-in')

export async function tradeInTwoStep(
  page: Page,
  testInfo: TestInfo,
  t: TenantProfile,
  opts: { backToFirst?: boolean; car?: QaCar; make?: string } = {},
): Promise<FormRun> {
  const { calls, form } = await openWatched(page, testInfo, t, tradeInPath(opts.car))
  await expect(form.getByText('Step 1 of 2')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Go Back' })).toHaveCount(0)
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText(REQUIRED).first()).toBeVisible()
  await fillVehicle(form, opts.make ?? 'Honda')
  await answerCaptchaAndContinue(form, 'Step 2 of 2')
  if (opts.backToFirst) {
    // back to the vehicle and forward again: the step is already saved, so no second POST
    await form.getByRole('button', { name: 'Go Back' }).click()
    await expect(form.getByText('Step 1 of 2')).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Model' })).toHaveValue('Corolla')
    // the re-created captcha asks a new question, and its old answer is cleared: answer again
    await expect(form.locator('.captcha input')).toHaveValue('')
    await answerCaptchaIn(form)
    await form.getByRole('button', { name: 'Continue' }).click()
    await expect(form.getByText('Step 2 of 2')).toBeVisible()
    expect(calls.map((c) => c.method)).toEqual(['POST'])
  }
  const email = await contactStep(form, t, calls, emailFor('trade-in', t.slug, testInfo))
  return submit(form, {
    calls,
    email,
    category: 'trade-in-valuation',
    steps: 2,
    ...(opts.car ? { car: opts.car } : {}),
  })
}

/** The four-step valuation with its optional third step skipped, gone back to and skipped again. */
export async function tradeInFourStep(
  page: Page,
  testInfo: TestInfo,
  t: TenantProfile,
  opts: { car?: QaCar; make?: string; photos?: readonly PickedFile[] } = {},
): Promise<FormRun> {
  const photos = opts.photos ?? []
  const { calls, form } = await openWatched(page, testInfo, t, tradeInPath(opts.car))
  await expect(form.getByText('Step 1 of 4')).toBeVisible()
  await fillVehicle(form, opts.make ?? 'Toyota')
  await answerCaptchaAndContinue(form, 'Step 2 of 4')
  await form.getByRole('textbox', { name: 'Odometer (km)' }).fill('64000')
  await pickRadio(form, 'Service history', 'Partial')
  await pickRadio(form, 'Tyre condition', 'Good')
  await pickRadio(form, 'Overall condition', '4 stars')
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText('Step 3 of 4')).toBeVisible()
  if (photos.length > 0) {
    // the photos step saved with them: the lead names them from then on
    await attachFiles(form, 'Photos', photos)
    await form.getByRole('button', { name: 'Continue' }).click()
    await expect(form.getByText('Step 4 of 4')).toBeVisible()
  } else {
    await form.getByRole('button', { name: 'Skip this step' }).click()
    await expect(form.getByText('Step 4 of 4')).toBeVisible()
    await form.getByRole('button', { name: 'Go Back' }).click()
    await expect(form.getByText('Step 3 of 4')).toBeVisible()
    await form.getByRole('button', { name: 'Skip this step' }).click()
    await expect(form.getByText('Step 4 of 4')).toBeVisible()
  }
  const email = await contactStep(form, t, calls, emailFor('trade-in-4', t.slug, testInfo), { postcode: true })
  return submit(form, {
    calls,
    email,
    category: 'trade-in-valuation',
    steps: photos.length > 0 ? 4 : 3,
    ...(opts.car ? { car: opts.car } : {}),
  })
}

export async function financeEnquiry(page: Page, testInfo: TestInfo, t: TenantProfile): Promise<FormRun> {
  const { calls, form } = await openWatched(page, testInfo, t, '/finance-enquiry')
  await emptyStepIsRefused(form, 'Step 1 of 4')
  await pickRadio(form, 'Is this a personal or business purchase?', 'Business')
  await form.getByRole('textbox', { name: 'How much would you like to borrow?' }).fill('30000')
  await chooseIn(form, 'Loan term', '4 years')
  await answerCaptchaAndContinue(form, 'Step 2 of 4')

  await checkContactValidation(form, t, calls, { button: 'Continue' })
  const email = emailFor('finance-enquiry', t.slug, testInfo)
  await fillContact(form, t, email)
  await form.getByRole('group', { name: 'Date of birth', exact: true }).getByRole('spinbutton').first().click()
  await page.keyboard.type('02031985')
  await form.getByRole('textbox', { name: 'Licence number' }).fill('ab1234')
  await form.getByRole('group', { name: 'Licence expiry', exact: true }).getByRole('spinbutton').first().click()
  await page.keyboard.type('31122030')
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText('Step 3 of 4')).toBeVisible()

  await form.getByRole('textbox', { name: 'Postcode' }).fill('12')
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText(BAD_POSTCODE, { exact: true })).toBeVisible()
  await form.getByRole('textbox', { name: 'Residential address' }).fill('1 George Street, Sydney')
  await form.getByRole('textbox', { name: 'Postcode' }).fill(t.slug === 'kiwi-cars-nz' ? '1010' : '2000')
  await chooseIn(form, 'Residential status', 'Own home')
  await chooseIn(form, 'Employment status', 'Self employed')
  await form.getByRole('textbox', { name: 'Annual income before tax' }).fill('120000')
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText('Step 4 of 4')).toBeVisible()

  await answerDealership(form, t)
  const message = form.getByRole('textbox', { name: 'Message' })
  if (t.messageRequired) await message.fill('Business car loan please')
  await chooseIn(form, 'Where did you hear about us?', 'Google')
  return submit(form, { calls, email, category: 'finance-enquiry', steps: 4 })
}

export async function preApproval(page: Page, testInfo: TestInfo, t: TenantProfile): Promise<FormRun> {
  const { calls, form } = await openWatched(page, testInfo, t, '/finance-pre-approval')
  await expect(page).toHaveURL(/\/finance-pre-approval$/)
  await emptyStepIsRefused(form, 'Step 1 of 2')
  await form.getByRole('textbox', { name: 'Vehicle price budget' }).fill('45000')
  await chooseIn(form, 'Employment status', 'Full time')
  await pickRadio(form, 'Credit history', 'Good')
  await answerCaptchaAndContinue(form, 'Step 2 of 2')
  const email = await contactStep(form, t, calls, emailFor('pre-approval', t.slug, testInfo), { postcode: true })
  return submit(form, { calls, email, category: 'finance-pre-approval', steps: 2 })
}

/**
 * SPEC §4/§7: the first save POSTs to the lead route, every later one PUTs to `{route}/{id}` with that lead_id; each
 * body is {lead:{…}} with the site's slug and source 'Website'; only the last says form_completed (and Complete).
 */
export function expectLeadSequence(run: FormRun, slug: string, mock: boolean): { id: string; last: any } {
  const base = mock ? '/mock/api/leads' : '/api/leads'
  expect(run.calls.map((c) => c.method)).toEqual(['POST', ...Array(run.steps - 1).fill('PUT')])
  expect(run.calls[0]!.path).toBe(base)
  for (const call of run.calls) {
    expect(Object.keys(call.body)).toEqual(['lead'])
    expect(call.body.lead).toMatchObject({ website_slug: slug, source: 'Website' })
  }
  const put = run.calls.find((c) => c.method === 'PUT')
  const id = put ? put.path.slice(base.length + 1) : ''
  run.calls.slice(1).forEach((c) => {
    expect(c.path).toBe(`${base}/${id}`)
    expect(c.body.lead.lead_id).toBe(id)
  })
  run.calls.slice(0, -1).forEach((c) => {
    expect(c.body.lead).toMatchObject({ form_completed: false, lead_status: 'Incomplete' })
  })
  const last = run.calls.at(-1)!.body.lead
  expect(last).toMatchObject({ form_completed: true, email: run.email })
  return { id, last }
}

/** The success page of the run's category. */
export async function expectSuccess(page: Page, run: FormRun): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/success\\?category=${run.category}$`))
  await expect(page.getByRole('heading', { name: 'Thank you', level: 1 })).toBeVisible()
  if (run.car) await expect(page.getByRole('region', { name: 'Your vehicle' })).toContainText(run.car.name)
}

/** The one lead /mock/leads lists for `email` (newest first), complete: its latest payload as the dealer gets it. */
export async function listedLead(page: Page, testInfo: TestInfo, slug: string, email: string): Promise<any> {
  await page.goto(siteUrl(testInfo, slug, '/mock/leads'))
  await expect(page.getByRole('heading', { name: 'Received leads', level: 1 })).toBeVisible()
  const row = page.getByRole('table').getByRole('row').filter({ hasText: email })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(', complete')
  await row.getByText(/^Payload \(version \d+\)$/).click()
  const payload = row.locator('details').first().locator('pre')
  await expect(payload).toBeVisible()
  return JSON.parse((await payload.textContent()) ?? '{}')
}

/** /mock/leads lists the lead (newest first) with the payload the shopper sent. */
export async function expectListedLead(page: Page, testInfo: TestInfo, slug: string, run: FormRun): Promise<void> {
  const sent = await listedLead(page, testInfo, slug, run.email)
  expect(sent).toMatchObject({ email: run.email, website_slug: slug, source: 'Website', form_completed: true })
}
