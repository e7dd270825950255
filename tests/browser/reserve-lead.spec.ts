import { expect, test } from '@playwright/test'
import { siteUrl } from './support/tenants.ts'
import { eachTestFromOwnAddress } from './support/forms.ts'
import { appReady } from './support/app-ready.ts'
import { beginReservation, fillCardForm, SHOPPER, type Buyer } from './support/card-entry.ts'
import { BAD_EMAIL, BAD_PHONE, listedLead, REQUIRED } from './support/every-form.ts'
import { pickCar, qaStock } from './support/vehicle-stock.ts'

// Reserve online in demo mode gives the dealer the buyer: name, mobile and email are asked before the deposit, and
// once the demo card's deposit is authorised the reserve car lead (reference and deposit with it) is in /mock/leads.
// demo-motors takes Stripe and metro-auto-group Till (the demo card form stands in for both here).

eachTestFromOwnAddress()

for (const slug of ['demo-motors', 'metro-auto-group'] as const) {
  test(`reserve on ${slug}: the buyer's details are checked, and the lead reaches the dealer once with the reference and deposit`, async ({
    page,
    request,
  }, testInfo) => {
    const { cars } = await qaStock(request, testInfo, slug)
    // a car no other test reserves (vehicle.spec.ts the 4th, reserve-limits.spec.ts the 7th, csp.spec.ts the 13th)
    const car = pickCar(cars, (c) => c.reservable, 9)
    const buyer: Buyer = {
      name: 'Robin Reserver',
      email: `reserve.${slug}.${testInfo.project.name}.${Date.now().toString(36)}@example.com`,
      phone: SHOPPER.phone,
    }
    await page.goto(siteUrl(testInfo, slug, `/cars/${car.slug}/checkout`))
    await appReady(page)
    const deposit = page.getByRole('region', { name: 'Deposit' })
    // every field is required; each says why under it, and nothing is begun
    await deposit.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(deposit.getByText(REQUIRED)).toHaveCount(3)
    await expect(deposit.getByRole('textbox', { name: 'Full name' })).toBeFocused()
    await deposit.getByRole('textbox', { name: 'Full name' }).fill(buyer.name)
    await deposit.getByRole('textbox', { name: 'Mobile' }).fill('12345')
    await deposit.getByRole('textbox', { name: 'Email' }).fill('robin@')
    await deposit.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(deposit.getByText(BAD_PHONE)).toBeVisible()
    await expect(deposit.getByText(BAD_EMAIL)).toBeVisible()
    await expect(deposit.getByRole('textbox', { name: 'Mobile' })).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByRole('region', { name: 'Card details' })).toHaveCount(0)

    await beginReservation(page, buyer)
    await fillCardForm(page, '4242 4242 4242 4242')
    const amount = `$${(car.deposit_cents! / 100).toLocaleString('en-AU')}`
    await page.getByRole('button', { name: `Pay ${amount} deposit` }).click()
    await expect(page.getByRole('heading', { name: 'Reserved' })).toBeVisible()
    await expect(page.getByText('your details have been sent to the dealer')).toBeVisible()
    const reference = ((await page.getByText(/^Reference: res_/).textContent()) ?? '').replace('Reference: ', '')

    // the dealer's leads: exactly one for this buyer, with the reference and the deposit
    const lead = await listedLead(page, testInfo, slug, buyer.email)
    expect(lead).toMatchObject({
      name: buyer.name,
      email: buyer.email,
      phone: buyer.phone,
      category: 'Reserve Car',
      car_id: car.id,
      website_slug: slug,
      extra: { reservation_reference: reference, deposit_amount: car.deposit_cents! / 100 },
    })
    expect(lead.message).toContain(`Reservation reference: ${reference}`)
    expect(lead.message).toContain(`Deposit authorised: ${amount} `)
    const row = page.getByRole('table').getByRole('row').filter({ hasText: buyer.email })
    await expect(row).toContainText(`${buyer.name}, ${buyer.email}, ${buyer.phone}`)
    await expect(row).toContainText('Reserve Car')
  })
}
