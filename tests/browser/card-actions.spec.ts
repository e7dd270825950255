import { expect, test } from '@playwright/test'
import { siteUrl } from './support/tenants.ts'
import { appReady } from './support/app-ready.ts'

for (const [button, kind] of [
  ['Enquire', 'enquiry'],
  ['Book a Test Drive', 'test-drive'],
] as const) {
  test(`a card's '${button}' opens that form for that car on its page`, async ({ page }, testInfo) => {
    await page.goto(
      siteUrl(testInfo, 'demo-motors', '/search/new-used-and-demo-cars?refinementList[status][0]=in_stock'),
    )
    const card = page
      .locator('article.vc')
      .filter({ has: page.getByRole('link', { name: button, exact: true }) })
      .first()
    const name = (await card.locator('h3').innerText()).trim()
    await card.getByRole('link', { name: button, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`\\?action=${kind === 'enquiry' ? 'enquire' : 'test-drive'}$`))
    await appReady(page)
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.locator(`form.lead-form[data-form-kind="${kind}"]`)).toBeVisible()
    // the page behind it is that car's
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name.split(' ').slice(0, 3).join(' '))
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
  })
}

test("buy-online site: every 'Shop Now' of the first listing page leads to a car that can be bought online", async ({
  page,
  request,
}, testInfo) => {
  await page.goto(siteUrl(testInfo, 'metro-auto-group', '/search/new-used-and-demo-cars'))
  const shops = await page
    .getByRole('link', { name: 'Shop Now', exact: true })
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  const enquires = await page.getByRole('link', { name: 'Enquire', exact: true }).count()
  expect(shops.length + enquires).toBeGreaterThan(10)
  expect(shops.length).toBeGreaterThan(0)
  for (const href of shops) {
    // Node cannot resolve {slug}.localhost as browsers do: ask the loopback address and name the site in Host
    const site = new URL(siteUrl(testInfo, 'metro-auto-group', href))
    const answer = await request.get(`http://127.0.0.1:${site.port}${site.pathname}`, { headers: { host: site.host } })
    expect(answer.status()).toBe(200)
    expect((await answer.text()).includes('cannot be reserved online'), href).toBe(false)
  }
})

test("a card's finance '*' opens its disclaimer (fetched on first open); Escape closes it and focus returns to the '*'", async ({
  page,
}, testInfo) => {
  await page.goto(siteUrl(testInfo, 'demo-motors', '/search/new-used-and-demo-cars'))
  await appReady(page)
  const star = page.getByRole('button', { name: /^Finance disclaimer for / }).first()
  await star.click()
  const dialog = page.getByRole('dialog', { name: 'Finance disclaimer' })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('p')).not.toBeEmpty()
  await expect(star).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(star).toBeFocused()
  await expect(star).toHaveAttribute('aria-expanded', 'false')
})
