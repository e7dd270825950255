import { expect, test } from '@playwright/test'
import { siteUrl } from './support/tenants.ts'
import { holdAppScripts } from './support/hold-app.ts'
import type { Page, TestInfo } from '@playwright/test'

/**
 * Issue 30 item 1: what a shopper does with a control before the page is interactive (the app's scripts held back
 * until it is done) is kept, and acted on once the app runs: selects, sliders, checkboxes and number fields.
 */

const showMeCount = async (text: Promise<string | null>) => Number(/^Show Me (\d+) /.exec((await text) ?? '')?.[1])

for (const slug of ['demo-motors', 'ridewest-motorcycles', 'metro-auto-group', 'kiwi-cars-nz']) {
  test(`${slug}: a make and a price picked on the home search before the app loads are its search once it does`, async ({
    page,
  }, testInfo) => {
    const { release, widget, go, make, choice, maximum } = await heldHomeChoice(page, testInfo, slug, 20)
    const everything = await showMeCount(go.textContent())
    await expect(maximum).toHaveValue('240000')

    await release()
    // the make is the widget's: its models open, and the count and the button are that make's under $240,000
    await expect(make).toHaveValue(choice)
    await expect(widget.getByRole('combobox', { name: 'Model' })).toBeEnabled()
    await expect(maximum).toHaveValue('240000')
    await expect(widget.getByRole('group', { name: 'Price' }).locator('output')).toHaveText(/ \$240,000$/)
    await expect(go).not.toHaveText(new RegExp(`^Show Me ${everything} `))
    const counted = await showMeCount(go.textContent())
    expect(counted).toBeLessThan(everything)
    await go.click()
    await expect(page.locator('.listing__count')).toHaveAttribute('data-count', String(counted))
    await expect(page.getByRole('button', { name: new RegExp(`^Remove Make: ${choice}`, 'i') })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Remove Price/ }).first()).toBeVisible()
  })
}

for (const slug of ['demo-motors', 'kiwi-cars-nz', 'coastal-nissan']) {
  test(`${slug}: a finance deposit and loan amount typed before the app loads stay typed and are the form's`, async ({
    page,
  }, testInfo) => {
    const release = await holdAppScripts(page)
    await page.goto(siteUrl(testInfo, slug, '/finance'), { waitUntil: 'domcontentloaded' })
    const deposit = page.getByRole('textbox', { name: 'Deposit' })
    const amount = page.getByRole('textbox', { name: /^How much would you like to borrow/ })
    await deposit.fill('5000')
    await amount.fill('30000')

    await release()
    // the fields are the form's values: leaving them writes them in the currency, not back to empty
    await deposit.focus()
    await amount.focus()
    await deposit.focus()
    await expect(deposit).toHaveValue(/^\$5,000$/)
    await expect(amount).toHaveValue(/^\$30,000$/)
  })
}

for (const slug of ['demo-motors', 'ridewest-motorcycles']) {
  test(`${slug}: a sort chosen on the listing before the app loads is applied once it does`, async ({
    page,
  }, testInfo) => {
    const release = await heldListing(page, testInfo, slug)
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Lowest Price' })

    await release()
    await expect(page).toHaveURL(/[?&]sortBy=price_asc(&|$)/)
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc')
  })

  test(`${slug}: a filter ticked on the listing before the app loads is applied once it does`, async ({
    page,
  }, testInfo) => {
    const release = await heldListing(page, testInfo, slug)
    const make = page.getByRole('group', { name: 'Make' }).getByRole('checkbox').first()
    const name = (await make.locator('xpath=..').textContent())!.replace(/, \d+$/, '')
    await make.check()

    await release()
    await expect(page.getByRole('button', { name: new RegExp(`^Remove Make: ${name}`) })).toBeVisible()
    await expect(
      page.getByRole('group', { name: 'Make' }).getByRole('checkbox', { name: new RegExp(`^${name} ?,`) }),
    ).toBeChecked()
  })
}

for (const slug of ['demo-motors', 'ridewest-motorcycles']) {
  test(`${slug}: a sort chosen and two filters ticked on the listing before the app loads all apply once it does`, async ({
    page,
  }, testInfo) => {
    const release = await heldListing(page, testInfo, slug)
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Lowest Price' })
    const make = await tickFirst(page, 'Make')
    const body = await tickFirst(page, 'Body type')

    await release()
    // each change is made on top of the others, not on the page as the server sent it
    await expect(page.getByRole('button', { name: new RegExp(`^Remove Make: ${make}`) })).toBeVisible()
    await expect(page.getByRole('button', { name: new RegExp(`^Remove Body type: ${body}`) })).toBeVisible()
    await expect(page).toHaveURL(/[?&]sortBy=price_asc(&|$)/)
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc')
    await expect(
      page.getByRole('group', { name: 'Make' }).getByRole('checkbox', { name: new RegExp(`^${make} ?,`) }),
    ).toBeChecked()
    await expect(
      page.getByRole('group', { name: 'Body type' }).getByRole('checkbox', { name: new RegExp(`^${body} ?,`) }),
    ).toBeChecked()
  })
}

for (const slug of ['demo-motors', 'ridewest-motorcycles', 'metro-auto-group', 'kiwi-cars-nz']) {
  test(`${slug}: 'Show Me' clicked on the home search before the app loads opens the listing of what was chosen`, async ({
    page,
  }, testInfo) => {
    const { release, go, choice } = await heldHomeChoice(page, testInfo, slug, 2)
    await go.click()

    await release()
    // the click is acted on once the app runs: the listing of that make up to $249,000, sorted as the widget sorts
    await expect(page).toHaveURL(/[?&]sortBy=price_desc(&|$)/)
    await expect(page.getByRole('button', { name: new RegExp(`^Remove Make: ${choice}`, 'i') })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Remove Price: up to \$249,000/ })).toBeVisible()
    await expect(page.getByRole('slider', { name: 'Maximum price' })).toHaveValue('249000')
  })
}

/**
 * The tenant's home page as the server sent it, its app's scripts held until `release` is called: the first make
 * chosen in its search and the top price lowered by `steps` steps, as a shopper does before the page is interactive.
 */
async function heldHomeChoice(page: Page, testInfo: TestInfo, slug: string, steps: number) {
  const release = await holdAppScripts(page)
  await page.goto(siteUrl(testInfo, slug, '/'), { waitUntil: 'domcontentloaded' })
  const widget = page.getByRole('region', { name: /Find your next/ })
  const make = widget.getByRole('combobox', { name: 'Make' })
  const choice = (await make.locator('option').nth(1).getAttribute('value')) ?? ''
  await make.selectOption(choice)
  const maximum = widget.getByRole('slider', { name: 'Maximum price' })
  await maximum.focus()
  for (let step = 0; step < steps; step++) await maximum.press('ArrowLeft')
  return { release, widget, go: widget.getByRole('link', { name: /^Show Me \d+ / }), make, choice, maximum }
}

/** Ticks the first box of a listing's menu; returns the name of its value. */
async function tickFirst(page: Page, menu: string): Promise<string> {
  const box = page.getByRole('group', { name: menu }).getByRole('checkbox').first()
  const name = (await box.locator('xpath=..').textContent())!.replace(/, \d+$/, '')
  await box.check()
  return name
}

/** The tenant's stock listing as the server sent it, its app's scripts held until the returned function is called. */
async function heldListing(page: Page, testInfo: TestInfo, slug: string): Promise<() => Promise<void>> {
  const release = await holdAppScripts(page)
  await page.goto(siteUrl(testInfo, slug, '/'), { waitUntil: 'domcontentloaded' })
  const listing = await page.getByRole('link', { name: /^Browse all/ }).getAttribute('href')
  await page.goto(siteUrl(testInfo, slug, listing!), { waitUntil: 'domcontentloaded' })
  return release
}
