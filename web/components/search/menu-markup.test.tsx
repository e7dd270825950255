import { describe, expect, it } from 'vitest'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { keepPartMarkup, keptPartMarkup } from './menu-markup.ts'

const afterRender = () => new Promise<void>((done) => setTimeout(done, 0))
/** two tenants' site objects (only their identity matters here) */
const demo = { slug: 'demo-motors' } as unknown as PublicSite
const coastal = { slug: 'coastal-nissan' } as unknown as PublicSite

describe('kept menu markup (server)', () => {
  it('is kept from the second render that shows the menu, after that render', async () => {
    keepPartMarkup('menu', demo, 'make|Toyota 9', <legend>Make</legend>)
    await afterRender()
    expect(keptPartMarkup('menu', demo, 'make|Toyota 9')).toBeUndefined()
    keepPartMarkup('menu', demo, 'make|Toyota 9', <legend>Make</legend>)
    expect(keptPartMarkup('menu', demo, 'make|Toyota 9')).toBeUndefined()
    await afterRender()
    expect(keptPartMarkup('menu', demo, 'make|Toyota 9')).toBe('<legend>Make</legend>')
    expect(keptPartMarkup('menu', demo, 'make|Toyota 8')).toBeUndefined()
  })

  it("is kept per site: one tenant's markup is never read by another's page under the same key", async () => {
    for (const part of ['menu', 'filters', 'grid'] as const) {
      keepPartMarkup(part, coastal, 'same key', <legend>Forged</legend>)
      keepPartMarkup(part, coastal, 'same key', <legend>Forged</legend>)
      await afterRender()
      expect(keptPartMarkup(part, coastal, 'same key')).toBe('<legend>Forged</legend>')
      expect(keptPartMarkup(part, demo, 'same key')).toBeUndefined()
    }
  })
})
