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

/** Who reserves, as a shopper types it on the reserve page. */
export interface Buyer {
  readonly name: string
  readonly email: string
  readonly phone: string
}

export const SHOPPER: Buyer = { name: 'Sam Shopper', email: 'sam.shopper@example.com', phone: '0412 345 678' }

/** The deposit step: the buyer's name, mobile and email, then Continue to payment. */
export async function beginReservation(page: Page, buyer: Buyer = SHOPPER): Promise<void> {
  const deposit = page.getByRole('region', { name: 'Deposit' })
  await deposit.getByRole('textbox', { name: 'Full name' }).fill(buyer.name)
  await deposit.getByRole('textbox', { name: 'Mobile' }).fill(buyer.phone)
  await deposit.getByRole('textbox', { name: 'Email' }).fill(buyer.email)
  await deposit.getByRole('button', { name: 'Continue to payment' }).click()
}
