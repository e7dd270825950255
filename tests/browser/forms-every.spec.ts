import { expect, test } from '@playwright/test'
import { eachTestFromOwnAddress } from './support/forms.ts'
import {
  careers,
  detailCar,
  detailDialog,
  expectLeadSequence,
  expectListedLead,
  expectSuccess,
  financeEnquiry,
  parts,
  preApproval,
  profile,
  sellMyCar,
  testDrivePage,
  tradeInFourStep,
  tradeInTwoStep,
} from './support/every-form.ts'

// Demo mode: every form the older specs do not fill, on two tenants with different settings —
// demo-motors (one dealership, one sales location, message required) and prestige-preowned (three dealerships →
// a required Dealership select, several sales locations → a Location select). The standalone two-step trade-in
// needs a dealership without the four-step valuation: ridewest-motorcycles (message optional) and heavy-haul-trucks.

eachTestFromOwnAddress()

const TENANTS = ['demo-motors', 'prestige-preowned'] as const

for (const slug of TENANTS) {
  const t = profile(slug)

  test(`test drive booking on ${slug}: messages, one POST, success`, async ({ page }, testInfo) => {
    const run = await testDrivePage(page, testInfo, t)
    await expectSuccess(page, run)
    const { last } = expectLeadSequence(run, slug, false)
    expect(last).toMatchObject({ category: 'Test Drive', lead_status: 'Complete' })
    expect(last.extra?.preferred_time ?? last.preferred_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    if (t.dealerships) expect(last.location_id).toBeTruthy()
  })

  test(`enquiry dialog on a ${slug} detail page: messages, one POST with the car, success with the car`, async ({
    page,
    request,
  }, testInfo) => {
    const car = await detailCar(request, testInfo, slug, 0)
    const run = await detailDialog(page, testInfo, t, 'enquiry', car)
    await expectSuccess(page, run)
    const { last } = expectLeadSequence(run, slug, false)
    expect(last).toMatchObject({
      car_id: car.id,
      category: car.car_type === 'used' ? 'Used Vehicle Enquiry' : 'New Vehicle Enquiry',
      message: 'Form test for every form',
    })
  })

  test(`request photos dialog on a ${slug} detail page: message optional, one POST, success`, async ({
    page,
    request,
  }, testInfo) => {
    const car = await detailCar(request, testInfo, slug, 1)
    const run = await detailDialog(page, testInfo, t, 'request-photos', car)
    await expectSuccess(page, run)
    const { last } = expectLeadSequence(run, slug, false)
    expect(last).toMatchObject({ car_id: car.id, category: 'Request Photos' })
  })

  test(`finance enquiry on ${slug}: four steps, messages, POST then three PUTs, success`, async ({
    page,
  }, testInfo) => {
    const run = await financeEnquiry(page, testInfo, t)
    await expectSuccess(page, run)
    const { last } = expectLeadSequence(run, slug, false)
    expect(last).toMatchObject({ category: 'Finance Enquiry', postcode: '2000' })
    if (t.dealerships) expect(last.dealership_slug).toBe(t.dealerships[1]!.slug)
  })

  test(`careers on ${slug}: resume required, one POST, success`, async ({ page }, testInfo) => {
    const run = await careers(page, testInfo, t)
    await expectSuccess(page, run)
    const { last } = expectLeadSequence(run, slug, false)
    expect(last).toMatchObject({ category: 'Careers' })
    if (t.dealerships) expect(last.dealership_slug).toBe(t.dealerships[1]!.slug)
  })

  test(`parts enquiry on ${slug}: messages, one POST, success`, async ({ page }, testInfo) => {
    const run = await parts(page, testInfo, t)
    await expectSuccess(page, run)
    const { last } = expectLeadSequence(run, slug, false)
    expect(last).toMatchObject({ category: 'Parts Enquiry', 'Vehicle Make': 'Mazda' })
    if (t.dealerships) expect(last.dealership_slug).toBe(t.dealerships[1]!.slug)
  })

  test(`sell my car on ${slug}: messages on both steps, POST then PUT, success`, async ({ page }, testInfo) => {
    const run = await sellMyCar(page, testInfo, t)
    await expectSuccess(page, run)
    const { last } = expectLeadSequence(run, slug, false)
    expect(last).toMatchObject({ category: 'Sell My Car', postcode: '2000', 'Vehicle Make': 'Kia' })
  })

  test(`finance pre-approval on ${slug} (no redirect): POST then PUT, success`, async ({ page }, testInfo) => {
    const run = await preApproval(page, testInfo, t)
    await expectSuccess(page, run)
    const { last } = expectLeadSequence(run, slug, false)
    expect(last).toMatchObject({ category: 'Finance Pre-Approval', postcode: '2000' })
    if (t.dealerships) expect(last.dealership_slug).toBe(t.dealerships[1]!.slug)
  })
}

for (const slug of ['ridewest-motorcycles', 'heavy-haul-trucks'] as const) {
  test(`standalone two-step trade-in on ${slug}: messages, POST then PUT, success`, async ({ page }, testInfo) => {
    const t = profile(slug)
    const run = await tradeInTwoStep(page, testInfo, t)
    await expectSuccess(page, run)
    const { last } = expectLeadSequence(run, slug, false)
    expect(last).toMatchObject({ category: 'Trade-In Valuation', 'Vehicle Make': 'Honda', 'Vehicle Model': 'Corolla' })
  })
}

test('two-step trade-in on ridewest-motorcycles: Go Back to the first step then Continue, then Submit succeeds', async ({
  page,
}, testInfo) => {
  // Going back re-creates the captcha with a new question; its old answer is cleared so the final submit never
  // sends the new token with the old answer (the last step would fail with a 422).
  const run = await tradeInTwoStep(page, testInfo, profile('ridewest-motorcycles'), { backToFirst: true })
  await expectSuccess(page, run)
  expectLeadSequence(run, 'ridewest-motorcycles', false)
})

test('four-step trade-in on prestige-preowned: skip, go back, skip again, dealership on the last step', async ({
  page,
}, testInfo) => {
  const t = profile('prestige-preowned')
  const run = await tradeInFourStep(page, testInfo, t)
  await expectSuccess(page, run)
  const { last } = expectLeadSequence(run, 'prestige-preowned', false)
  expect(last).toMatchObject({
    skipped_steps: [{ from: 2, to: 3 }],
    step_number: 4,
    dealership_slug: t.dealerships![1]!.slug,
    postcode: '2000',
  })
})

test('demo mode lists a submitted lead on /mock/leads with its payload', async ({ page }, testInfo) => {
  const t = profile('demo-motors')
  const run = await careers(page, testInfo, t)
  await expectSuccess(page, run)
  await expectListedLead(page, testInfo, 'demo-motors', run)
})
