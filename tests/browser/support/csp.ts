import { expect, type Page } from '@playwright/test'
import { appSettled } from './app-ready.ts'
import { choose } from './forms.ts'

/**
 * Every Content-Security-Policy violation a page raises, across navigations: its `securitypolicyviolation`
 * events (reported to the test as they happen, from before the page's first script) and the browser's console
 * errors about the policy ("Refused to … because it violates the following Content Security Policy directive").
 * Call the result to read them.
 */
export async function recordViolations(page: Page): Promise<() => string[]> {
  const seen: string[] = []
  await page.exposeFunction('__cspViolation', (line: string) => seen.push(line))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ;(window as unknown as { __cspViolation: (line: string) => void }).__cspViolation(
        `${location.pathname}: ${e.effectiveDirective} ${e.blockedURI} ${e.sample}`,
      )
    })
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      seen.push(`console: ${message.text()}`)
  })
  return () => [...seen]
}

/** The directives of a page's policy, by name. */
export const directivesOf = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy
      .split(/;\s*/)
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  )

/** Tries to run an inline script the page did not ship; true if it ran. */
export const injectInlineScript = (page: Page): Promise<boolean> =>
  page.evaluate(async () => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.head.append(script)
    await new Promise((done) => setTimeout(done, 0))
    return (window as unknown as { __injected?: boolean }).__injected === true
  })

/** Tries to show an image from a host the policy does not name; true if it loaded. */
export const loadForeignImage = (page: Page, url: string): Promise<boolean> =>
  page.evaluate(
    (src) =>
      new Promise<boolean>((done) => {
        const img = new Image()
        img.onload = () => done(true)
        img.onerror = () => done(false)
        img.src = src
      }),
    url,
  )

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/** Opens the page and checks that an inline script it did not ship and an image from a host the policy does not
 * name are both refused, and reported as violations. */
export async function expectInjectedCodeRefused(page: Page, url: string): Promise<void> {
  const violations = await recordViolations(page)
  // the foreign host answers a picture (this machine has no internet): only the policy can stop it
  await page.route('https://images.attacker.example/**', (route) =>
    route.fulfill({ contentType: 'image/gif', body: PIXEL }),
  )
  await page.goto(url)
  await appSettled(page)
  expect(await injectInlineScript(page)).toBe(false)
  expect(await loadForeignImage(page, 'https://images.attacker.example/pixel.gif')).toBe(false)
  await expect
    .poll(violations)
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/: script-src-elem inline/),
        expect.stringMatching(/^\/: img-src https:\/\/images\.attacker\.example\/pixel\.gif/),
      ]),
    )
}

/** Fills the contact form's own fields (the captcha is the caller's: demo's question or live's widget). */
export async function fillContactForm(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Full name' }).fill('Policy Tester')
  await page.getByRole('textbox', { name: 'Mobile' }).fill('0412 345 678')
  await page.getByRole('textbox', { name: 'Email' }).fill(`policy.${Date.now().toString(36)}@example.com`)
  await page.getByRole('textbox', { name: 'Message' }).fill('Checking the page policy.')
  await choose(page, 'Where did you hear about us?', 'Google')
}

/** Sends the form and waits for the success page, hydrated. */
export async function submitAndSeeThanks(page: Page): Promise<void> {
  await page.locator('form.lead-form').getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
  await appSettled(page)
}

/** On the garage page: asks for a sign-in code and waits for its box. */
export async function askForSignInCode(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill(`policy.${Date.now().toString(36)}@example.com`)
  await page.getByRole('button', { name: 'Email me a code' }).click()
  await expect(page.getByRole('textbox', { name: 'Sign-in code' })).toBeVisible()
}
