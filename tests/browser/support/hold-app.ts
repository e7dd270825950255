import { expect, type Page, type Route } from '@playwright/test'

/**
 * Holds back every script of the app (the client entry and its chunks) until the returned function is called, then
 * waits for the page to hydrate: what the test does in between, the shopper did before the page was interactive.
 * No time decides it, so it happens on every run, however busy the machine.
 */
export async function holdAppScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = []
  let released = false
  await page.route(/\/assets\/.*\.js(\?|$)/, (route) => (released ? route.continue() : void held.push(route)))
  return async () => {
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    released = true
    for (const route of held.splice(0)) await route.continue()
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 })
    await page.waitForLoadState('networkidle')
  }
}
