import { describe, expect, it } from 'vitest'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { createPageOrigin } from './page-origin.ts'
import { createSeoFiles } from './seo-files.ts'
import { makeTenant } from '@domain/tenancy/tenant.fixture.ts'

const tenant: Tenant = makeTenant(
  { url: 'https://www.demomotors.com.au/' },
  { demo_stock: { count: 0, seed: 1, makes: [], car_types: ['used'] } },
)
const inventory = { listed: async () => [{ slug: '2021-mazda-cx-5-c12' }] as never }

describe('seo files', () => {
  it('robots and sitemap use the origin the setting names', async () => {
    const request = createSeoFiles({ inventory, origin: createPageOrigin('request') })
    const robots = request.robots(tenant, 'http://demo-motors.localhost:3000')
    expect(robots.ok && robots.value).toContain('Sitemap: http://demo-motors.localhost:3000/sitemap.xml')
    const own = createSeoFiles({ inventory, origin: createPageOrigin('tenant') })
    const sitemap = await own.sitemap(tenant, 'http://internal:8080')
    expect(sitemap.ok && sitemap.value).toContain('<loc>https://www.demomotors.com.au/cars/2021-mazda-cx-5-c12</loc>')
    expect(sitemap.ok && sitemap.value).not.toContain('internal:8080')
  })

  it('no tenant is not_found', async () => {
    const files = createSeoFiles({ inventory, origin: createPageOrigin('request') })
    expect(files.robots(null, 'http://x')).toEqual({ ok: false, problem: { code: 'not_found', message: 'Not found' } })
    expect(await files.sitemap(null, 'http://x')).toEqual({
      ok: false,
      problem: { code: 'not_found', message: 'Not found' },
    })
  })
})
