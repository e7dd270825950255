import { describe, expect, it } from 'vitest'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { composeFrom } from './composition.server.ts'
import { readConfiguration } from './configuration.ts'

/** On the demo adapters the dashboard fixture answers a car (a booking's, SPEC §7) from the demo stock itself. */
describe('the demo dashboard and the demo stock', () => {
  const { services } = composeFrom(
    readConfiguration({ ADAPTERS: 'demo', DATA_DIR: mkdtempSync(join(tmpdir(), 'demo-dashboard-')) }, process.cwd()),
  )

  it.each(['demo-motors', 'kiwi-cars-nz'])(
    '%s: every listed car the dashboard is asked for is the stock’s own',
    async (slug) => {
      const site = services.tenants.bySlug(slug)!.site
      const listed = await services.inventory.listed(site)
      expect(listed.length).toBeGreaterThan(0)
      for (const car of listed.slice(0, 5)) {
        const answered = await services.dashboard.carById(site.id, String(car.id))
        expect(answered ? answered.id : null).toBe(car.id)
      }
      expect(await services.dashboard.carById(site.id, 'no-such-car')).toBe(false)
    },
  )
})
