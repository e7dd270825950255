import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'
import { siteUrl, tenant } from './support/tenants.ts'
import { answerCaptcha, eachTestFromOwnAddress, formReady } from './support/forms.ts'
import { fillVehicle } from './support/every-form.ts'
import { pickCar, qaStock, type QaCar } from './support/vehicle-stock.ts'

// Issue 30 item 9: the car-linked trade-in page (SPEC §2 /cars/trade-in?car_id=) offered two rego lookups (a
// panel of its own above the valuation form, and the form's own), and its step 2 carried two role=img elements
// with no name of their own. ridewest-motorcycles has the two-step valuation, demo-motors the four-step one and
// coastal-nissan the four-step one with offer rejection.

eachTestFromOwnAddress()

const SLUGS = ['ridewest-motorcycles', 'demo-motors', 'coastal-nissan'] as const
const LOOKUP_BUTTON = /^(Look up|Find my vehicle)$/

/** Opens the trade-in page towards one of the tenant's cars on sale; the valuation form has taken over. */
async function openTradeIn(page: Page, request: APIRequestContext, testInfo: TestInfo, slug: string): Promise<QaCar> {
  const { cars } = await qaStock(request, testInfo, slug)
  const car = pickCar(cars, (c) => !c.sold)
  await page.goto(siteUrl(testInfo, slug, `/cars/trade-in?car_id=${car.id}`))
  await formReady(page)
  return car
}

for (const slug of SLUGS) {
  test(`trade-in page on ${slug}: one registration and one lookup; the lookup fills the vehicle in`, async ({
    page,
    request,
  }, testInfo) => {
    const car = await openTradeIn(page, request, testInfo, slug)
    await expect(page.getByRole('heading', { level: 1, name: 'Trade-in valuation' })).toBeVisible()
    await expect(page.getByRole('link', { name: car.name })).toBeVisible()
    // the dealership decides the variant: four steps where four_step_valuation_form is set
    const dealership = tenant(slug).site.dealerships[0]
    await expect(page.getByText(dealership.four_step_valuation_form ? 'Step 1 of 4' : 'Step 1 of 2')).toBeVisible()
    const rego = page.getByRole('textbox', { name: /Registration/ })
    await expect(rego).toHaveCount(1)
    await expect(page.getByRole('button', { name: LOOKUP_BUTTON })).toHaveCount(1)

    await rego.fill('ZZZ999')
    await page.getByRole('button', { name: LOOKUP_BUTTON }).click()
    await expect(page.getByText(/could not find that registration/i)).toBeVisible()
    await expect(page.getByRole('button', { name: /Continue|Submit/ })).toBeEnabled()
    await rego.fill('ABC123')
    await page.getByRole('button', { name: LOOKUP_BUTTON }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Found your 2019 Toyota Corolla' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Make' })).toHaveValue('Toyota')
    // SPEC §3 autograb: the market estimate only where the site has Autograb (ridewest has the plain NEVDIS lookup)
    const estimate = page.getByText(/Market value estimate: \$/)
    await expect(estimate).toHaveCount(tenant(slug).site.flags?.autograb ? 1 : 0)
    // the dealership's offer rejection is the form's own box, so it reaches the dealer with the lead
    const reject = page.getByRole('checkbox', { name: /I do not accept this valuation/ })
    await expect(reject).toHaveCount(dealership.enable_valuation_offer_rejection ? 1 : 0)
    if (dealership.enable_valuation_offer_rejection) {
      // the shopper presses the box's label, as react-aria draws the box over its hidden input
      await page.getByText(/I do not accept this valuation/).click()
      await expect(reject).toBeChecked()
    }
  })

  test(`trade-in page on ${slug}: step 2 has no image without a name of its own`, async ({
    page,
    request,
  }, testInfo) => {
    await openTradeIn(page, request, testInfo, slug)
    await fillVehicle(page.locator('form.lead-form'))
    await answerCaptcha(page)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText(/^Step 2 of \d$/)).toBeVisible()
    // at once, not retried: what a screen reader meets as the step appears
    const images = await page
      .locator('[role="img"]')
      .evaluateAll((els) =>
        els.map((e) => ({ html: e.outerHTML.slice(0, 160), name: e.getAttribute('aria-label') ?? '' })),
      )
    expect(images.filter((i) => i.name.trim() === '')).toEqual([])
  })
}
