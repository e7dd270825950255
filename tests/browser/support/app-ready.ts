import { expect, type Page } from '@playwright/test'

/**
 * The page answers as a shopper sees it: its document has loaded and React has taken over. The app's script runs
 * after the first paint, so a drawn page may not answer yet; the shell marks <html> once it does. What comes after
 * that is waited for by what it shows (a value, a list, a request); a test that counts requests from here on waits
 * for the page's own first requests to end before it starts counting.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 })
  await page.waitForLoadState('load')
}
