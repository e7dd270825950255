import { describe, expect, it } from 'vitest'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { createManufacturers } from './manufacturers.ts'
import { manualClock } from '@domain/ports/testing/manual-clock.ts'

const toyota = { id: 5, name: 'Toyota', slug: 'toyota', logo: { url: 'https://cdn.example/toyota.png' } }

function world(answer: (slug: string, websiteId: number) => Promise<typeof toyota | false>) {
  const clock = manualClock()
  const asked: string[] = []
  const manufacturer = createManufacturers({
    dashboard: {
      manufacturer: (slug, websiteId) => {
        asked.push(`${websiteId}/${slug}`)
        return answer(slug, websiteId)
      },
    },
    clock,
    ttlMs: 1000,
  })
  return { manufacturer, asked, later: clock.advance }
}

describe("a make's manufacturer from the dashboard (SPEC §7 manufacturers/{slug}.json?website_id=)", () => {
  it('asks per website and make, keeps the answer for the TTL, then asks again', async () => {
    const w = world(async () => toyota)
    const site = makeSite({ id: 1001 })
    expect(await w.manufacturer(site, 'Toyota')).toEqual(toyota)
    expect(await w.manufacturer(site, 'toyota')).toEqual(toyota)
    expect(await w.manufacturer(makeSite({ id: 1002 }), 'toyota')).toEqual(toyota)
    w.later(1000)
    await w.manufacturer(site, 'toyota')
    expect(w.asked).toEqual(['1001/toyota', '1002/toyota', '1001/toyota'])
  })

  it('a dashboard that cannot answer, or a make that is not a slug, gives null', async () => {
    const w = world(async () => false)
    expect(await w.manufacturer(makeSite(), 'kia')).toBeNull()
    expect(await w.manufacturer(makeSite(), '../etc')).toBeNull()
    expect(await world(() => Promise.reject(new Error('down'))).manufacturer(makeSite(), 'kia')).toBeNull()
    expect(w.asked).toEqual(['1/kia'])
  })
})
