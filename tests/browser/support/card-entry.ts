import type { Locator, Page } from '@playwright/test'

/**
 * Fills the reserve-online card form: its name, number, expiry and security-code fields (the local provider's own,
 * or our fields around Till's hosted number and code fields), in `scope` (the page, or the card region).
 */
export async function fillCardForm(scope: Page | Locator, number: string): Promise<void> {
  await scope.getByRole('textbox', { name: 'Name on card' }).fill('Sam Shopper')
  await scope.getByRole('textbox', { name: 'Card number' }).fill(number)
  await scope.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/39')
  await scope.getByRole('textbox', { name: 'Security code' }).fill('123')
}
