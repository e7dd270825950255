import { expect, test, type Page } from '@playwright/test'
import { appReady } from './support/app-ready.ts'
import { siteUrl } from './support/tenants.ts'

/**
 * Issue 16 item 10 in a real browser: every page type hydrates under its enforced Content-Security-Policy (inline
 * scripts allowed by hash) and reports no violation; a script the page did not ship is refused.
 */

const CAR = '/cars/2017-isuzu-mu-x-ls-m-1001-15'
const PAGES = ['/', '/search', CAR, `${CAR}/checkout`, '/my-garage', '/book-a-service', '/about-us', '/finance', '/our-locations']

/** Every securitypolicyviolation the page raises, from before its first script. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = seen
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`))
  })
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)
}

test('every page type hydrates under its enforced policy with no violation', async ({ page }, testInfo) => {
  const violations = await recordViolations(page)
  for (const path of PAGES) {
    const response = await page.goto(siteUrl(testInfo, 'demo-motors', path))
    expect(response!.status(), path).toBe(200)
    expect(response!.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/)
    await appReady(page)
    expect(await violations(), path).toEqual([])
  }
})

test('an inline script the page did not ship is refused and reported', async ({ page }, testInfo) => {
  const violations = await recordViolations(page)
  await page.goto(siteUrl(testInfo, 'demo-motors', '/'))
  await appReady(page)
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.head.append(script)
    await new Promise((done) => setTimeout(done, 0))
    return (window as unknown as { __injected?: boolean }).__injected === true
  })
  expect(ran).toBe(false)
  await expect.poll(violations).toEqual([expect.stringMatching(/^script-src-elem inline/)])
})
