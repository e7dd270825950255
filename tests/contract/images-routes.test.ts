import { describe, it, expect, beforeAll } from 'vitest'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { optimisedImageUrl, socialImageUrl } from '@domain/images/image-request.ts'
import { composeServerWithPorts, type ServerApp } from '@web/server/composition/composition.server.ts'

/**
 * The image routes as the app wires them (demo mode, the real tenant files and demo stock): /demo-images,
 * /tenant-assets and /_img reading both in process.
 */
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://demo-motors.localhost:3000${path}`, { headers: { accept: 'image/webp,*/*', ...headers } })

let carPicture: string
let images: ServerApp['content']['images']
const serveDemoImage = (request: Request) => images.demoPicture(request)
const serveTenantAsset = (request: Request) => images.tenantAsset(request)
const imageOptimiser = () => ({ handle: (request: Request) => images.optimise(request) })

beforeAll(() => {
  const { app, services } = composeServerWithPorts({
    ...process.env,
    ADAPTERS: 'demo',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'img-routes-')),
  })
  images = app.content.images
  const tenant = app.tenants.bySlug('demo-motors')!
  const car = services
    .demoInventory!.allCars(tenant.site)
    .find((c) => c.primary_image_url?.startsWith('/demo-images/demo-motors/'))!
  carPicture = car.primary_image_url!
})

describe('/demo-images', () => {
  it('draws a listed car picture, the placeholders, and 404s anything else', async () => {
    const picture = await serveDemoImage(get(carPicture))
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(picture.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await picture.text()).toMatch(/^<svg/)
    for (const path of ['/demo-images/default.svg', '/demo-images/coming-soon.svg']) {
      expect((await serveDemoImage(get(path))).status, path).toBe(200)
    }
    for (const path of [
      '/demo-images/demo-motors/no-such-car/1.svg',
      '/demo-images/no-such-tenant/x/1.svg',
      carPicture.replace(/\/1\.svg$/, '/13.svg'),
      '/demo-images/../tenants/sites/demo-motors.json',
    ]) {
      expect((await serveDemoImage(get(path))).status, path).toBe(404)
    }
  })

  it('answers 304 to its own ETag', async () => {
    const first = await serveDemoImage(get(carPicture))
    const again = await serveDemoImage(get(carPicture, { 'if-none-match': first.headers.get('etag')! }))
    expect(again.status).toBe(304)
  })
})

describe('/tenant-assets', () => {
  it('serves a tenant logo and nothing outside the pictures of the assets folder', async () => {
    const logo = await serveTenantAsset(get('/tenant-assets/demo-motors/logo.svg'))
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toBe('image/svg+xml')
    for (const path of [
      '/tenant-assets/demo-motors/none.svg',
      '/tenant-assets/../sites/demo-motors.json',
      '/tenant-assets/%2e%2e/sites/demo-motors.json',
      '/tenant-assets/demo-motors',
      '/tenant-assets/demo-motors/..%2f..%2fpackage.json',
    ]) {
      expect((await serveTenantAsset(get(path))).status, path).toBe(404)
    }
  })
})

describe('/_img over the real sources', () => {
  it('renders a demo car picture at 640 px WebP, immutable, then from the disk cache', async () => {
    const first = await imageOptimiser().handle(get(optimisedImageUrl(carPicture, 640)))
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/webp')
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(Buffer.from(await first.arrayBuffer())).metadata()
    expect([meta.format, meta.width]).toEqual(['webp', 640])
    const second = await imageOptimiser().handle(get(optimisedImageUrl(carPicture, 640)))
    expect([second.headers.get('x-image-cache'), second.headers.get('etag')]).toEqual([
      'HIT',
      first.headers.get('etag'),
    ])
  })

  it('makes the 1200×630 social card of a tenant logo, and refuses remote sources in demo mode', async () => {
    const card = await imageOptimiser().handle(get(socialImageUrl('/tenant-assets/demo-motors/logo.svg')))
    const meta = await sharp(Buffer.from(await card.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([1200, 630])
    expect(
      (await imageOptimiser().handle(get(optimisedImageUrl('https://images.example.com/car.jpg', 640)))).status,
    ).toBe(403)
  })
})
