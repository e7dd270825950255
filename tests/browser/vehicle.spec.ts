import { tick } from './support/forms.ts'
import { expect, test, type Page, type Route } from '@playwright/test'
import { repayment, roundUpToCent } from '../../domain/finance/repayment.ts'
import { formatPrice } from '../../domain/pricing/format-price.ts'
import { siteUrl, tenant, watchForProblems } from './support/tenants.ts'
import { pickCar, qaStock, type QaCar } from './support/vehicle-stock.ts'
import { appReady } from './support/app-ready.ts'
import { fillCardForm, beginReservation } from './support/card-entry.ts'

const TEMPLATES = ['demo-motors', 'ridewest-motorcycles'] as const

const events = (page: Page) =>
  page.evaluate(
    () => ((window as any).__analyticsEvents ?? []) as { event: string; event_id: number; [k: string]: unknown }[],
  )

for (const slug of TEMPLATES) {
  test.describe(slug, () => {
    test('detail page: gallery, specs, price, location, structured data and the details page view', async ({
      page,
      request,
    }, testInfo) => {
      const problems = watchForProblems(page)
      const { cars } = await qaStock(request, testInfo, slug)
      const car = pickCar(cars, (c) => !c.sold && c.images > 2 && c.price.kind === 'price')
      const response = await page.goto(siteUrl(testInfo, slug, car.path))
      expect(response?.status()).toBe(200)
      expect(car.path.startsWith(slug === 'ridewest-motorcycles' ? '/motorcycles/' : '/cars/')).toBe(true)
      await expect(page.getByRole('heading', { level: 1, name: car.name })).toBeVisible()
      await expect(page).toHaveTitle(`${car.name} | ${tenant(slug).site.name}`)
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`${car.path}$`))
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /_img\?.*social=1/)
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
      const types = jsonLd.map((t) => JSON.parse(t)['@type'])
      expect(types).toEqual(expect.arrayContaining(['Car', 'BreadcrumbList']))
      const carLd = jsonLd.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'Car')
      expect(carLd.offers['@type']).toBe('Offer')

      // gallery: 'n of N', arrows, thumbnails
      const gallery = page.getByRole('region', { name: `Photos of ${car.name}` })
      await expect(gallery.getByText(`1 of ${car.images}`)).toBeVisible()
      await appReady(page)
      await gallery.getByRole('button', { name: 'Next photo' }).click()
      await expect(gallery.getByText(`2 of ${car.images}`)).toBeVisible()
      await gallery.focus()
      await page.keyboard.press('ArrowLeft')
      await expect(gallery.getByText(`1 of ${car.images}`)).toBeVisible()
      await page.keyboard.press('ArrowLeft')
      await expect(gallery.getByText(`${car.images} of ${car.images}`)).toBeVisible()
      await gallery.getByRole('button', { name: `Show photo 3 of ${car.images}` }).click()
      await expect(gallery.getByText(`3 of ${car.images}`)).toBeVisible()

      const specs = page.getByRole('table').filter({ has: page.getByRole('rowheader', { name: 'Year' }) })
      await expect(specs.getByRole('rowheader', { name: 'Stock number' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Price' })).toContainText(car.price.text)
      await expect(page.getByRole('link', { name: /Get directions/ })).toHaveAttribute('target', '_blank')
      await expect(page.getByRole('table', { name: 'Opening hours' })).toBeVisible()
      await expect
        .poll(async () => (await events(page)).some((e) => e.event_id === 3 && e.car_id === car.id))
        .toBe(true)

      // the lead form dialogs carry the car
      await page.getByRole('button', { name: 'Book a Test Drive' }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Book a Test Drive' })).toBeFocused()
      expect(problems()).toEqual([])
    })

    test('tag and price variants on the detail page', async ({ page, request }, testInfo) => {
      const { cars } = await qaStock(request, testInfo, slug)
      const site = tenant(slug).site
      const tagKinds = ['sold', 'reserved', 'custom', 'coming_soon', 'new']
      const checked: string[] = []
      for (const kind of tagKinds) {
        const car = cars.find((c) => c.tag?.kind === kind)
        if (!car) continue
        await page.goto(siteUrl(testInfo, slug, car.path))
        await expect(page.locator('.vehicle-tag')).toHaveText(car.tag!.label)
        if (kind === 'sold') {
          expect(car.tag!.label).toBe(site.tags?.sold_label ?? 'JUST SOLD')
          await expect(page.getByText('Like this and want something similar?')).toBeVisible()
          await expect(page.getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible()
        }
        checked.push(kind)
      }
      expect(checked).toEqual(expect.arrayContaining(['sold', 'reserved', 'custom', 'coming_soon']))
      for (const kind of ['reduced', 'enquire', 'preorder']) {
        const car = cars.find((c) => c.price.kind === kind && !c.sold)
        if (!car) continue
        await page.goto(siteUrl(testInfo, slug, car.path))
        const price = page.getByRole('region', { name: 'Price' })
        await expect(price).toContainText(car.price.text)
        if (kind === 'reduced') await expect(price).toContainText(car.price.wasText!)
        if (kind === 'enquire') await expect(price).toContainText('Enquire for price.')
        if (kind === 'preorder') await expect(price).toContainText('PREORDER')
      }
      const cheap = cars.find((c) => c.below_market && !c.sold)
      if (cheap) {
        await page.goto(siteUrl(testInfo, slug, cheap.path))
        await expect(page.getByText(/below market/)).toBeVisible()
      }
    })

    test("unknown, malformed and other tenants' slugs are real 404s", async ({ page, request }, testInfo) => {
      const base = slug === 'ridewest-motorcycles' ? '/motorcycles' : '/cars'
      for (const path of [`${base}/no-such-car-999`, `${base}/bad%20slug%3Cscript%3E`]) {
        const response = await page.goto(siteUrl(testInfo, slug, path))
        expect(response?.status()).toBe(404)
        await expect(page.getByRole('heading', { name: "Sorry, we couldn't find that page" })).toBeVisible()
      }
      if (slug === 'ridewest-motorcycles') {
        // a motorcycle under the car base moves to its template's path
        const own = pickCar((await qaStock(request, testInfo, slug)).cars, (c) => !c.sold)
        const moved = await page.goto(siteUrl(testInfo, slug, `/cars/${own.slug}`))
        expect(moved?.status()).toBe(200)
        await expect(page).toHaveURL(new RegExp(`/motorcycles/${own.slug}$`))
      }
      const other = slug === 'demo-motors' ? 'ridewest-motorcycles' : 'demo-motors'
      const foreign = pickCar((await qaStock(request, testInfo, other)).cars, (c) => !c.sold)
      const response = await page.goto(siteUrl(testInfo, slug, `${base}/${foreign.slug}`))
      expect(response?.status()).toBe(404)
      await expect(page.getByText(foreign.name)).toHaveCount(0)
    })

    test('phone reveal: masked until pressed, then a tel: link; reveal and call are tracked', async ({
      page,
      request,
    }, testInfo) => {
      const { cars, website_id } = await qaStock(request, testInfo, slug)
      const car = pickCar(cars, (c) => !c.sold && c.phone !== null, 1)
      await page.goto(siteUrl(testInfo, slug, car.path))
      await appReady(page)
      const panel = page.getByRole('region', { name: 'Call the dealer' })
      const reveal = panel.getByRole('button', { name: /Show number/ })
      await expect(reveal).toContainText('*')
      const digits = car.phone!.replace(/\D/g, '')
      await expect(panel).not.toContainText(car.phone!)
      const revealCall = page.waitForRequest((r) => r.url().endsWith('/api/phone-reveal') && r.method() === 'POST')
      await reveal.click()
      const sent = (await revealCall).postDataJSON()
      expect(sent).toEqual({ car_id: car.id, dealership_id: car.dealership_id, website_id })
      const call = panel.getByRole('link', { name: /^Call / })
      await expect(call).toHaveAttribute('href', `tel:${digits}`)
      expect((await events(page)).some((e) => e.event === 'phone_reveal' && e.car_id === car.id)).toBe(true)
      // calling: stop the browser leaving for the dialler, keep the click handler
      await call.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()))
      const callEvent = page.waitForRequest(
        (r) => r.url().endsWith('/api/events/car_phone_call') && r.method() === 'POST',
      )
      await call.click()
      expect((await callEvent).postDataJSON()).toMatchObject({ car_id: car.id, event_id: 25 })
      expect((await events(page)).some((e) => e.event_id === 25)).toBe(true)
    })

    test("finance calculator opens on the finance strip's figure and tracks event 26 on use", async ({
      page,
      request,
    }, testInfo) => {
      const { cars } = await qaStock(request, testInfo, slug)
      const car = pickCar(cars, (c) => !c.sold && c.price.kind === 'price' && c.tag?.kind !== 'coming_soon', 2)
      await page.goto(siteUrl(testInfo, slug, car.path))
      await appReady(page)
      const calculator = page.getByRole('region', { name: 'Repayment calculator' })
      // one weekly repayment per page: the calculator starts on the strip's terms, so on its figure
      const strip = await page.locator('.finance-strip__amount strong').textContent()
      await expect(calculator.locator('.finance-calculator__result strong')).toHaveText(strip ?? '')
      await expect(calculator.getByText(/^Based on a \$[\d,.]+ deposit, [\d.]+% p\.a\. over \d years/)).toBeVisible()
      const before = await calculator.getByText(/Estimated repayment/).textContent()
      await tick(calculator, 'radio', 'Monthly')
      await expect(calculator.getByText(/per month/)).toBeVisible()
      expect(await calculator.getByText(/Estimated repayment/).textContent()).not.toBe(before)
      expect((await events(page)).filter((e) => e.event_id === 26)).toHaveLength(1)
    })
    // the car-linked trade-in page: tests/browser/trade-in-page.spec.ts
  })
}

test.describe('reserve online (demo-motors, Stripe in demo mode)', () => {
  test('deposit → card entry → declined → authorised → reserved; a second reservation is refused', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const slug = 'demo-motors'
    const { cars } = await qaStock(request, testInfo, slug)
    const car: QaCar = pickCar(cars, (c) => c.reservable, 3)
    await page.goto(siteUrl(testInfo, slug, car.path))
    const reserve = page.getByRole('link', {
      name: `Reserve Now for $${(car.deposit_cents! / 100).toLocaleString('en-AU')}`,
    })
    await expect(reserve).toHaveAttribute('href', `/cars/${car.slug}/checkout`)
    await page.goto(siteUrl(testInfo, slug, `/cars/${car.slug}/checkout`))
    await appReady(page)
    await expect(page.getByRole('heading', { level: 1, name: `Reserve ${car.name}` })).toBeVisible()
    // the deposit is the server's figure for this car (its processor's amount, else the site default)
    const deposit = `$${(car.deposit_cents! / 100).toLocaleString('en-AU')}`
    await expect(page.getByRole('region', { name: 'Deposit' })).toContainText(`deposit of ${deposit}`)
    await beginReservation(page)
    await fillCardForm(page, '4000 0000 0000 0002')
    await page.getByRole('button', { name: `Pay ${deposit} deposit` }).click()
    await expect(page.getByRole('alert')).toContainText('Your card was declined')
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
    await page.getByRole('button', { name: `Pay ${deposit} deposit` }).click()
    await expect(page.getByRole('heading', { name: 'Reserved' })).toBeVisible()
    expect((await events(page)).some((e) => e.event_id === 27 && e.car_id === car.id)).toBe(true)

    // the shopper who reserved it sees their reservation again on coming back
    await page.goto(siteUrl(testInfo, slug, `/cars/${car.slug}/checkout`))
    await expect(page.getByRole('heading', { name: 'Reserved' })).toBeVisible()
    // anyone else is refused, with no payment form
    const other = await browser.newContext()
    try {
      const second = await other.newPage()
      await second.goto(siteUrl(testInfo, slug, `/cars/${car.slug}/checkout`))
      await expect(second.getByText('This vehicle has already been reserved.')).toBeVisible()
      await expect(second.getByRole('textbox', { name: 'Card number' })).toHaveCount(0)
      await expect(second.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0)
      await second.goto(siteUrl(testInfo, slug, car.path))
      await expect(second.locator('.vehicle-tag')).toHaveText('RESERVED')
    } finally {
      await other.close()
    }
  })

  test('a car that cannot be reserved gets an explanation and no payment form', async ({ page, request }, testInfo) => {
    const { cars } = await qaStock(request, testInfo, 'demo-motors')
    const car = pickCar(cars, (c) => !c.reservable && c.sold)
    const response = await page.goto(siteUrl(testInfo, 'demo-motors', `/cars/${car.slug}/checkout`))
    expect(response?.status()).toBe(200)
    await expect(page.getByText('This vehicle cannot be reserved online.')).toBeVisible()
    await expect(page.getByText('This vehicle has been sold.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0)
  })

  test('a site without online payments explains why on the reserve page', async ({ page, request }, testInfo) => {
    const { cars } = await qaStock(request, testInfo, 'ridewest-motorcycles')
    const car = pickCar(cars, (c) => !c.sold)
    await page.goto(siteUrl(testInfo, 'ridewest-motorcycles', `/cars/${car.slug}/checkout`))
    await expect(page.getByText('Online reservations are not available on this website.')).toBeVisible()
    const missing = await page.goto(siteUrl(testInfo, 'ridewest-motorcycles', `/cars/${car.slug}/buy-online`))
    expect(missing?.status()).toBe(404)
  })
})

test('the specifications, kept as served while the page hydrates, follow a client-side visit to another car and back', async ({
  page,
  request,
}, testInfo) => {
  const { cars } = await qaStock(request, testInfo, 'demo-motors')
  const car = pickCar(cars, (c) => !c.sold && c.images > 2)
  await page.goto(siteUrl(testInfo, 'demo-motors', car.path))
  await appReady(page)
  const stockNumber = page
    .getByRole('table')
    .getByRole('row', { name: /Stock number/ })
    .getByRole('cell')
  const first = await stockNumber.textContent()
  expect(first).toBeTruthy()
  const similar = page.getByRole('region', { name: 'Similar vehicles' }).getByRole('link').first()
  const otherName = (await similar.textContent())!
  await similar.click()
  await expect(page.getByRole('heading', { level: 1, name: otherName })).toBeVisible()
  await expect(stockNumber).not.toHaveText(first!)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: car.name })).toBeVisible()
  await expect(stockNumber).toHaveText(first!)
})

test('on a phone the vehicle page is one screen wide: the photo with both arrows in view, the thumbnails scrolling within their strip', async ({
  page,
  request,
}, testInfo) => {
  const { cars } = await qaStock(request, testInfo, 'demo-motors')
  const car = pickCar(cars, (c) => !c.sold && c.images > 6)
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto(siteUrl(testInfo, 'demo-motors', car.path))
  const gallery = page.getByRole('region', { name: `Photos of ${car.name}` })
  await expect(gallery.getByText(`1 of ${car.images}`)).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(412)
  for (const name of ['Previous photo', 'Next photo']) {
    const box = await gallery.getByRole('button', { name }).boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 412).toBe(true)
  }
  const strip = gallery.getByRole('list', { name: 'Choose a photo' })
  expect(await strip.evaluate((list) => list.scrollWidth > list.clientWidth && list.clientWidth <= 412)).toBe(true)
})

test('finance calculator: what a shopper types and picks before the app has loaded stays, and the repayment follows it', async ({
  page,
  request,
}, testInfo) => {
  const { cars } = await qaStock(request, testInfo, 'demo-motors')
  const car = pickCar(cars, (c) => !c.sold && c.price.kind === 'price' && c.tag?.kind !== 'coming_soon', 2)
  // the app's scripts are held back until the shopper has typed
  const held: Route[] = []
  let released = false
  await page.route(/\/assets\/.*\.js(\?|$)/, (route) => (released ? route.continue() : void held.push(route)))
  await page.goto(siteUrl(testInfo, 'demo-motors', car.path), { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  const calculator = page.getByRole('region', { name: 'Repayment calculator' })
  await calculator.getByRole('textbox', { name: 'Deposit' }).fill('5000')
  await calculator.getByRole('textbox', { name: 'Term (years)' }).fill('3')
  await tick(calculator, 'radio', 'Monthly')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)

  released = true
  for (const route of held.splice(0)) await route.continue()
  await appReady(page)
  await expect(calculator.getByRole('textbox', { name: 'Deposit' })).toHaveValue('5000')
  await expect(calculator.getByRole('textbox', { name: 'Term (years)' })).toHaveValue('3')
  await expect(calculator.getByRole('radio', { name: 'Monthly' })).toBeChecked()
  const price = Number(car.price.text.replace(/[^0-9.]/g, ''))
  // the rate the calculator opened on (the finance strip's), which the shopper left as it was
  const rate = Number(await calculator.getByRole('textbox', { name: 'Interest rate (% p.a.)' }).inputValue())
  const expected = formatPrice(
    roundUpToCent(repayment({ price, deposit: 5000, ratePercent: rate, termMonths: 36, frequency: 'monthly' })),
  )
  await expect(calculator.getByText(/Estimated repayment/)).toHaveText(`Estimated repayment: ${expected} per month`)
  // the shopper used the calculator: event 26, once, as for a change after loading
  await expect.poll(async () => (await events(page)).filter((e) => e.event_id === 26)).toHaveLength(1)
  await calculator.getByRole('textbox', { name: 'Deposit' }).fill('6000')
  await expect(calculator.getByText(/Estimated repayment/)).not.toHaveText(`Estimated repayment: ${expected} per month`)
  expect((await events(page)).filter((e) => e.event_id === 26)).toHaveLength(1)

  // a term or rate outside the bounds is named under its field, and what was typed stays as typed
  const term = calculator.getByRole('textbox', { name: 'Term (years)' })
  const interest = calculator.getByRole('textbox', { name: 'Interest rate (% p.a.)' })
  await term.fill('10000')
  await interest.fill('-5')
  await expect(calculator.getByText('Enter a term of 1 to 7 whole years.')).toBeVisible()
  await expect(calculator.getByText('Enter an interest rate from 0% to 30% p.a.')).toBeVisible()
  await expect(term).toHaveValue('10000')
  await expect(interest).toHaveValue('-5')
  await expect(term).toHaveAttribute('aria-invalid', 'true')
  await expect(calculator.getByText(/0% p\.a\. over 7 years/)).toBeVisible()
  await term.fill('4')
  await expect(calculator.getByText('Enter a term of 1 to 7 whole years.')).toHaveCount(0)
})
