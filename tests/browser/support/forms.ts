import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test'
import { appReady } from './app-ready.ts'

/** One lead call the browser made. */
export interface LeadCall {
  readonly method: string
  readonly path: string
  readonly body: any
}

const LEAD_PATH = /^\/(mock\/)?api\/(leads(\/[^/]+)?|carClarityCustomer)$/

/** Records every lead call (POST/PUT to the lead routes) the page makes, in order. */
export function watchLeadCalls(page: Page): LeadCall[] {
  const calls: LeadCall[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!LEAD_PATH.test(url.pathname) || request.method() === 'GET') return
    calls.push({ method: request.method(), path: url.pathname, body: request.postDataJSON() })
  })
  return calls
}

/** Each test speaks from its own address, so the lead routes' per-address rate limit never joins two tests. */
export async function ownAddress(page: Page, testInfo: TestInfo): Promise<void> {
  const n = (testInfo.workerIndex * 50 + testInfo.retry * 7 + hash(testInfo.title)) % 250
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.77.${n}.${(hash(testInfo.title) % 250) + 1}` })
}

/** Every test of the calling file sends from an address of its own, as ownAddress gives it. */
export function eachTestFromOwnAddress(): void {
  test.beforeEach(async ({ page }, testInfo) => {
    await ownAddress(page, testInfo)
  })
}

function hash(text: string): number {
  let h = 0
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) >>> 0
  return h
}

/**
 * The form once hydrated: its fields and buttons answer only after hydration, and the app's script loads after
 * the first paint, so the network can be idle before it has even started (the shell marks <html> once hydrated).
 */
export async function formReady(page: Page): Promise<void> {
  await expect(page.locator('form.lead-form')).toBeVisible()
  await appReady(page)
}

/** Answers the demo captcha by reading its question. */
export async function answerCaptcha(page: Page): Promise<void> {
  const box = page.getByRole('textbox', { name: /^Security check/ })
  await expect(box).toBeVisible()
  await expect(page.locator('.captcha label')).toContainText('What is')
  const text = (await page.locator('.captcha label').textContent()) ?? ''
  const match = /What is (\d+) plus (\d+)\?/.exec(text)
  if (!match) throw new Error(`no captcha question in "${text}"`)
  await box.fill(String(Number(match[1]) + Number(match[2])))
}

/** Picks `option` in the react-aria Select labelled `label`. */
export async function choose(page: Page, label: string | RegExp, option: string): Promise<void> {
  await page
    .getByRole('button', { name: typeof label === 'string' ? new RegExp(`${escapeRegExp(label)}$`) : label })
    .click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** Types a date into the react-aria DateField labelled `label` (segments in the tenant's day/month/year order). */
export async function typeDate(page: Page, label: string, digits: string): Promise<void> {
  await page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton').first().click()
  await page.keyboard.type(digits)
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The analytics events the page logged (adapters/analytics-browser). */
export const analyticsEvents = (page: Page): Promise<{ event: string; event_id: number }[]> =>
  page.evaluate(() => ((window as any).__analyticsEvents ?? []) as { event: string; event_id: number }[])

/**
 * Ticks a radio or checkbox the way a person does: by clicking its visible label (react-aria keeps the input
 * itself visually hidden, and a forced click on a hidden input is flaky while the page re-renders).
 */
export async function tick(scope: Page | Locator, role: 'radio' | 'checkbox', name: string): Promise<void> {
  const input = scope.getByRole(role, { name, exact: true })
  const page = 'page' in scope ? scope.page() : scope
  await scope
    .locator('label', { has: page.getByRole(role, { name, exact: true }) })
    .first()
    .click()
  await expect(input).toBeChecked()
}
