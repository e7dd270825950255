import { describe, expect, it } from 'vitest'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isReservable } from '@domain/pricing/reservable.ts'
import { composeFrom } from './composition.server.ts'
import { readConfiguration } from './configuration.ts'

/** The vehicles slice as the root builds it for the demo: the demo card form, no sweep, the QA pages on. */
describe('the vehicles use cases on the demo adapters', () => {
  const { services, app, jobs } = composeFrom(
    readConfiguration({ ADAPTERS: 'demo', DATA_DIR: mkdtempSync(join(tmpdir(), 'vehicles-root-')) }, process.cwd()),
  )
  const { vehicles } = app
  const site = services.tenants.bySlug('demo-motors')!.site

  it('the reserve page offers the demo card form; local payments leave nothing for a sweep', async () => {
    const car = (await services.inventory.listed(site)).find((c) => isReservable(c, site))!
    const answer = await vehicles.reservations.load(site, car.slug, 'checkout')
    expect(answer.kind === 'ok' && answer.view.cardEntry).toBe('demo')
    expect(vehicles.sweepPending).toBeNull()
    expect(jobs.pendingSweep).toBeNull()
    expect(services.vehicle.payments.notificationsEnabled('Stripe')).toBe(false)
  })

  it('the QA mailbox and the QA stock list are there; notifications are not configured', async () => {
    expect(vehicles.signIn.deliveredCodes(site)).toEqual([])
    expect((await vehicles.qaStock(site))?.website_id).toBe(site.id)
    expect(await vehicles.notifications.stripeWebhook({ signature: null, payload: '{}' })).toMatchObject({
      ok: false,
      problem: { code: 'not_found' },
    })
  })
})
