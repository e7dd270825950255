import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { siteUrl } from './support/tenants.ts'
import { pickCar, qaStock } from './support/vehicle-stock.ts'
import { appReady } from './support/app-ready.ts'

const events = (page: Page) =>
  page.evaluate(() => ((window as any).__analyticsEvents ?? []) as { event_id: number; car_id?: string }[])

for (const slug of ['demo-motors', 'ridewest-motorcycles'] as const) {
  test(`${slug}: a saved car survives a reload and shows in the garage`, async ({ page, request }, testInfo) => {
    const { cars } = await qaStock(request, testInfo, slug)
    const car = pickCar(cars, (c) => !c.sold, 4)
    const soldCar = pickCar(cars, (c) => c.sold)
    await page.goto(siteUrl(testInfo, slug, car.path))
    await appReady(page)
    const heart = page
      .getByRole('main')
      .getByRole('button', { name: `Save ${car.name} to favourites` })
      .first()
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    expect((await events(page)).filter((e) => e.event_id === 39 && e.car_id === car.id)).toHaveLength(1)
    await page.reload()
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: `Save ${car.name} to favourites` })
        .first(),
    ).toHaveAttribute('aria-pressed', 'true')

    // a sold car and an id this site never had are shown as no longer available
    await page.evaluate(
      ([sold]) => {
        const ids = JSON.parse(localStorage.getItem('favourite_car_ids') ?? '[]')
        localStorage.setItem('favourite_car_ids', JSON.stringify([...ids, sold, 'no-such-car-42']))
      },
      [soldCar.id],
    )
    await page.goto(siteUrl(testInfo, slug, '/my-garage?tab=saved-cars'))
    await expect(page.getByRole('heading', { level: 1, name: 'My Garage' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Saved cars (3)' })).toBeVisible()
    await expect(page.getByRole('link', { name: car.name })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No longer available' })).toBeVisible()
    await expect(page.getByText('This vehicle is no longer available.')).toHaveCount(2)
    await page.getByRole('button', { name: 'Remove vehicle no-such-car-42' }).click()
    await expect(page.getByRole('heading', { name: 'Saved cars (2)' })).toBeVisible()

    // un-saving from the garage list
    await page.getByRole('button', { name: `Save ${car.name} to favourites` }).click()
    await expect(page.getByRole('heading', { name: 'Saved cars (1)' })).toBeVisible()
  })
}

/** Opens the garage, asks for a sign-in code for `email`, and reads it from the demo mailbox (/mock/auth-codes). */
async function requestSignInCode(page: Page, context: BrowserContext, origin: string, email: string): Promise<string> {
  await page.goto(`${origin}/my-garage?tab=saved-cars`)
  await appReady(page)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('button', { name: 'Email me a code' }).click()
  await expect(page.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible()
  const mailbox = await context.newPage()
  await mailbox.goto(`${origin}/mock/auth-codes`)
  const code = (await mailbox
    .getByRole('row')
    .filter({ hasText: email })
    .getByTestId('auth-code')
    .first()
    .textContent())!.trim()
  await mailbox.close()
  return code
}

test('metro-auto-group keeps favourites at /mybigboxcars; /my-garage sends shoppers there', async ({
  page,
}, testInfo) => {
  const response = await page.goto(siteUrl(testInfo, 'metro-auto-group', '/my-garage?tab=saved-cars'))
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/mybigboxcars$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My Garage' })).toBeVisible()
  const elsewhere = await page.goto(siteUrl(testInfo, 'demo-motors', '/mybigboxcars'))
  expect(elsewhere?.status()).toBe(404)
})

test('demo-motors garage: email code sign-in keeps the watchlist on the server and merges it with local favourites', async ({
  page,
  request,
  context,
}, testInfo) => {
  const slug = 'demo-motors'
  const { cars } = await qaStock(request, testInfo, slug)
  const first = pickCar(cars, (c) => !c.sold, 6)
  const second = pickCar(cars, (c) => !c.sold, 7)
  const email = `shopper-${testInfo.workerIndex}-${Date.now()}@example.com`

  await page.goto(siteUrl(testInfo, slug, first.path))
  await appReady(page)
  await page
    .getByRole('main')
    .getByRole('button', { name: `Save ${first.name} to favourites` })
    .first()
    .click()
  const code = await requestSignInCode(page, context, siteUrl(testInfo, slug, ''), email)

  await page.getByRole('textbox', { name: 'Sign-in code' }).fill('000000' === code ? '111111' : '000000')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toContainText('That code is not right')
  await page.getByRole('textbox', { name: 'Sign-in code' }).fill(code)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
  const ids = (await events(page)).map((e) => e.event_id)
  expect(ids).toEqual(expect.arrayContaining([35, 36, 37, 38]))

  // the server has the watchlist; the session cookie is httpOnly
  const cookie = (await context.cookies()).find((c) => c.name === 'garage_session')
  expect(cookie?.httpOnly).toBe(true)
  await expect
    .poll(async () => (await page.evaluate(() => fetch('/api/auth').then((r) => r.json()))).watchlist)
    .toEqual([first.id])

  // a fresh browser with another local favourite merges with the account's list after signing in
  await context.clearCookies()
  await page.evaluate(([id]) => localStorage.setItem('favourite_car_ids', JSON.stringify([id])), [second.id])
  const code2 = await requestSignInCode(page, context, siteUrl(testInfo, slug, ''), email)
  await page.getByRole('textbox', { name: 'Sign-in code' }).fill(code2)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Saved cars (2)' })).toBeVisible()
  await expect
    .poll(async () => [...(await page.evaluate(() => fetch('/api/auth').then((r) => r.json()))).watchlist].sort())
    .toEqual([first.id, second.id].sort())
})

test('a failed session load is logged only: the garage still works', async ({ page }, testInfo) => {
  await page.route('**/api/auth', (route) => route.fulfill({ status: 500, body: 'boom' }))
  const warnings: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text())
  })
  await page.goto(siteUrl(testInfo, 'demo-motors', '/my-garage?tab=saved-cars'))
  await expect(page.getByRole('heading', { level: 1, name: 'My Garage' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expect.poll(() => warnings.some((w) => w.includes('garage session'))).toBe(true)
  await expect(page.getByRole('alert')).toHaveCount(0)
})
