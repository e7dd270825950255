import { expect, type Page } from '@playwright/test'

/**
 * The page answers as a shopper sees it: its document has loaded and React has taken over. The app's script runs
 * after the first paint, so a drawn page may not answer yet; the shell marks <html> once it does. What comes after
 * that is waited for by what it shows (a value, a list, a request).
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 })
  await page.waitForLoadState('load')
}

/**
 * The page answers and its own requests have all ended (the network quiet). Before a check that something did NOT
 * happen (no console problem, no policy violation, no script fetched, no text shown, an accessibility scan of the
 * whole page): a late request could otherwise bring it after the check has passed.
 */
export async function appSettled(page: Page): Promise<void> {
  await appReady(page)
  await page.waitForLoadState('networkidle')
}
