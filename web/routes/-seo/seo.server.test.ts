import { describe, it, expect, beforeAll } from 'vitest'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isListed } from '@domain/stock/stock-filter.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { createPageOrigin } from '@application/seo/page-origin.ts'
import { composeServerWithPorts, type ServerApp } from '../../server/composition/composition.server.ts'
import type { Ports } from '../../server/composition/ports.server.ts'
import type { RequestContext } from '../../server/request-context.ts'
import { requestOrigin } from '../../server/http/request-origin.ts'
import { robotsResponse, sitemapResponse } from './seo.server.ts'

const request = (host: string, path: string) => new Request(`http://${host}${path}`, { headers: { host } })
let motors: Tenant
let app: ServerApp
let services: Ports
let context: RequestContext

beforeAll(() => {
  ;({ app, services } = composeServerWithPorts({
    ...process.env,
    ADAPTERS: 'demo',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'seo-')),
  }))
  context = { app }
  motors = app.tenants.bySlug('demo-motors')!
})

describe('/robots.txt and /sitemap.xml over the demo tenants', () => {
  it('robots names the sitemap on the request origin in demo mode; an unknown host is 404', async () => {
    const robots = robotsResponse(context, request('demo-motors.localhost:3000', '/robots.txt'))
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await robots.text()).toContain('Sitemap: http://demo-motors.localhost:3000/sitemap.xml')
    expect(robotsResponse(context, request('nowhere.example', '/robots.txt')).status).toBe(404)
    expect((await sitemapResponse(context, request('nowhere.example', '/sitemap.xml'))).status).toBe(404)
  })

  it('the live origin is the tenant URL, whatever the Host header says', () => {
    const live = createPageOrigin('tenant')
    expect(live(motors, requestOrigin(request('internal:8080', '/sitemap.xml')))).toBe(new URL(motors.site.url).origin)
  })

  it('the sitemap lists every listed car of the tenant and none of the unlisted ones', async () => {
    const response = await sitemapResponse(context, request('demo-motors.localhost:3000', '/sitemap.xml'))
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/)
    const xml = await response.text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    expect(locs[0]).toBe('http://demo-motors.localhost:3000/')
    expect(locs).toContain('http://demo-motors.localhost:3000/contact-us/demo-motors-stones-corner')
    const cars = services.demoInventory!.allCars(motors.site)
    const now = services.clock.now()
    const listed = cars.filter((c) => isListed(c, motors.site, now))
    const unlisted = cars.filter((c) => !isListed(c, motors.site, now))
    expect(listed.length).toBeGreaterThan(0)
    expect(unlisted.length).toBeGreaterThan(0)
    const carLocs = locs.filter((l) => l.includes('/cars/'))
    expect(carLocs).toHaveLength(listed.length)
    for (const car of unlisted)
      expect(carLocs).not.toContain(`http://demo-motors.localhost:3000/cars/${encodeURIComponent(car.slug)}`)
  })

  it('motorcycle sites link /motorcycles/{slug}', async () => {
    const xml = await (await sitemapResponse(context, request('ridewest-motorcycles.localhost', '/sitemap.xml'))).text()
    expect(xml).toContain('http://ridewest-motorcycles.localhost/motorcycles/')
    expect(xml).not.toContain('/cars/')
  })
})
