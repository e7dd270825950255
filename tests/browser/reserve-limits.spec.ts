import { expect, test } from '@playwright/test'
import { CARDS_PER_RESERVATION, TOO_MANY_CARDS_MESSAGE } from '@application/checkout/reservations.ts'
import { siteUrl } from './support/tenants.ts'
import { pickCar, qaStock } from './support/vehicle-stock.ts'
import { appReady } from './support/app-ready.ts'
import { beginReservation } from './support/card-entry.ts'

/** Issue 16 item 5, as a shopper meets it: a reservation takes a few cards, then ends with a message saying why. */
test('a reservation that has taken too many cards ends, the shopper is told why, and starting again is offered', async ({
  page,
  request,
}, testInfo) => {
  const slug = 'demo-motors'
  const { cars } = await qaStock(request, testInfo, slug)
  const car = pickCar(cars, (c) => c.reservable, 6) // vehicle.spec.ts reserves the 4th
  await page.goto(siteUrl(testInfo, slug, `/cars/${car.slug}/checkout`))
  await appReady(page)
  await beginReservation(page)
  const deposit = `$${(car.deposit_cents! / 100).toLocaleString('en-AU')}`
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Sam Shopper')
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/39')
  await page.getByRole('textbox', { name: 'Security code' }).fill('123')
  for (let i = 0; i < CARDS_PER_RESERVATION.capacity; i++) {
    await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002')
    await page.getByRole('button', { name: `Pay ${deposit} deposit` }).click()
    await expect(page.getByRole('alert')).toContainText('Your card was declined')
    await expect(page.getByRole('button', { name: `Pay ${deposit} deposit` })).toBeEnabled()
  }
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: `Pay ${deposit} deposit` }).click()
  await expect(page.getByRole('alert')).toHaveText(TOO_MANY_CARDS_MESSAGE)
  // the reservation is over: no card form, the deposit step again, and the car is not reserved
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible()
  await page.goto(siteUrl(testInfo, slug, car.path))
  await expect(page.getByRole('link', { name: `Reserve Now for ${deposit}` })).toBeVisible()
})
