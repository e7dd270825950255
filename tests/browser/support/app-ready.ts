import { expect, type Page } from '@playwright/test'

/**
 * The page has hydrated and its first requests are done. The app's script loads after the first paint, so an idle
 * network alone does not mean the page answers yet; the shell marks <html> once React has taken over.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 })
  await page.waitForLoadState('networkidle')
}
