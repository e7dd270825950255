import { describe, it, expect, beforeAll } from 'vitest'
import { mkdtempSync, mkdirSync, writeFileSync, readdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'
import {
  createImageOptimiser,
  IMMUTABLE_CACHE_CONTROL,
  REVALIDATE_CACHE_CONTROL,
} from '@adapters/images-sharp/optimiser.ts'
import { fileSourceResolver, type LocalSourceResolver, type RemoteFetcher } from '@adapters/images-sharp/sources.ts'
import { optimisedImageUrl, socialImageUrl } from '@domain/images/image-request.ts'

/**
 * The image optimiser's HTTP contract (SPEC §7: url, w and q; social images 1200×630 fill crop), driven through
 * its request handler with in-process sources, as the /_img route wires it.
 */
const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
const WEBP_ONLY = 'image/webp,image/png,image/*;q=0.8'
const LEGACY = 'image/png,image/*;q=0.8,*/*;q=0.5'

const CAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<rect width="800" height="600" fill="#dde4ee"/><rect x="120" y="260" width="560" height="140" rx="40" fill="#b3261e"/>
<circle cx="250" cy="410" r="55" fill="#222"/><circle cx="560" cy="410" r="55" fill="#222"/></svg>`

/** A 138-byte PNG whose header claims 20000×20000 pixels (1.2 GB decoded): a decompression bomb's opening. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(20_000, 0)
  ihdr.writeUInt32BE(20_000, 4)
  ihdr.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(60_001))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

let photo1600: Buffer
let portrait: Buffer
let assetsDir: string
let loads = 0

const memorySources =
  (files: Record<string, () => Buffer | string>): LocalSourceResolver =>
  async (path) => {
    const make = files[path]
    if (!make) return { kind: 'missing' }
    return {
      kind: 'found',
      source: {
        version: 'fixed',
        immutable: true,
        trusted: true,
        load: async () => {
          loads += 1
          return Buffer.from(make())
        },
      },
    }
  }

function optimiser(
  overrides: Partial<Parameters<typeof createImageOptimiser>[0]> = {},
  cacheDir = mkdtempSync(join(tmpdir(), 'img-cache-')),
) {
  return createImageOptimiser({
    cacheDir,
    localSources: {
      '/demo-images/': memorySources({
        'car.svg': () => CAR_SVG,
        'photo.jpg': () => photo1600,
        'portrait.jpg': () => portrait,
        'corrupt.jpg': () => photo1600.subarray(0, 200),
      }),
      '/tenant-assets/': fileSourceResolver(assetsDir, 20 * 1024 * 1024),
    },
    onError: (error) => {
      throw error
    },
    ...overrides,
  })
}

const get = (target: string, accept = CHROME, headers: Record<string, string> = {}) =>
  new Request(`http://demo-motors.localhost:3000${target}`, { headers: { accept, ...headers } })

async function imageOf(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer())
  return { bytes, meta: await sharp(bytes).metadata() }
}

beforeAll(async () => {
  photo1600 = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#5d7fa3' } })
    .composite([{ input: Buffer.from(CAR_SVG), top: 300, left: 400 }])
    .jpeg({ quality: 90 })
    .toBuffer()
  portrait = await sharp({ create: { width: 900, height: 1600, channels: 3, background: '#7a5c3e' } })
    .jpeg()
    .toBuffer()
  assetsDir = mkdtempSync(join(tmpdir(), 'tenant-assets-'))
  mkdirSync(join(assetsDir, 'demo-motors'))
  writeFileSync(join(assetsDir, 'demo-motors', 'logo.svg'), CAR_SVG)
  writeFileSync(join(assetsDir, 'demo-motors', 'notes.txt'), 'this is not an image\n')
  writeFileSync(join(assetsDir, 'demo-motors', 'bomb.png'), pngBomb())
  writeFileSync(join(assetsDir, 'demo-motors', 'photo.jpg'), photo1600)
})

describe('GET /_img: refusals', () => {
  it.each([
    'https://evil.example/car.jpg',
    '/api/leads',
    '//evil.example/a.png',
    '/demo-images/../api/auth',
    'file:///etc/passwd',
  ])('403 for %s, a source off the allow-list (no open proxy)', async (url) => {
    const response = await optimiser().handle(get(optimisedImageUrl(url, 640)))
    expect(response.status).toBe(403)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('403 for an allowed remote host when there is no network (demo), fetched in live mode', async () => {
    const remote = 'https://images.dealer-cdn.example/cars/1.jpg'
    const demo = optimiser({ remoteHosts: ['images.dealer-cdn.example'] })
    expect((await demo.handle(get(optimisedImageUrl(remote, 640)))).status).toBe(403)

    const fetched: string[] = []
    const fetchRemote: RemoteFetcher = async (url) => {
      fetched.push(url.href)
      return { kind: 'ok', bytes: photo1600 }
    }
    const live = optimiser({ remoteHosts: ['images.dealer-cdn.example'], fetchRemote })
    const response = await live.handle(get(optimisedImageUrl(remote, 640)))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL)
    expect((await live.handle(get(optimisedImageUrl(remote, 640)))).headers.get('x-image-cache')).toBe('HIT')
    expect(fetched).toEqual([remote])
    expect((await live.handle(get(optimisedImageUrl('https://other.example/1.jpg', 640)))).status).toBe(403)
  })

  it('never rasterises SVG from a remote host', async () => {
    const fetchRemote: RemoteFetcher = async () => ({ kind: 'ok', bytes: Buffer.from(CAR_SVG) })
    const live = optimiser({ remoteHosts: ['images.dealer-cdn.example'], fetchRemote })
    expect((await live.handle(get(optimisedImageUrl('https://images.dealer-cdn.example/x.svg', 640)))).status).toBe(415)
  })

  it.each([
    '/_img?url=/demo-images/photo.jpg&w=500',
    '/_img?url=/demo-images/photo.jpg&w=640&q=0',
    '/_img?url=/demo-images/photo.jpg&w=640&q=101',
    '/_img?w=640',
    '/_img?url=/demo-images/photo.jpg&w=640&social=1',
  ])('400 for %s: a width off the allow-list, a bad quality or no url', async (target) => {
    expect((await optimiser().handle(get(target))).status).toBe(400)
  })

  it('404 for a missing source', async () => {
    const images = optimiser()
    expect((await images.handle(get(optimisedImageUrl('/demo-images/none.jpg', 640)))).status).toBe(404)
    expect((await images.handle(get(optimisedImageUrl('/tenant-assets/demo-motors/none.png', 640)))).status).toBe(404)
  })

  it('415 for a source that is not an image, or a corrupt one', async () => {
    const images = optimiser()
    const text = await images.handle(get(optimisedImageUrl('/tenant-assets/demo-motors/notes.txt', 640)))
    expect(text.status).toBe(415)
    expect(await text.text()).toMatch(/not an image/)
    expect((await images.handle(get(optimisedImageUrl('/demo-images/corrupt.jpg', 640)))).status).toBe(415)
  })

  it('413 for an image whose header declares too many pixels, or a file over the byte cap', async () => {
    const images = optimiser()
    const bomb = await images.handle(get(optimisedImageUrl('/tenant-assets/demo-motors/bomb.png', 640)))
    expect(bomb.status).toBe(413)
    expect(await bomb.text()).toMatch(/too large/)
    const small = optimiser({ maxInputBytes: 10_000 })
    expect((await small.handle(get(optimisedImageUrl('/demo-images/photo.jpg', 640)))).status).toBe(413)
    const capped = optimiser({ localSources: { '/tenant-assets/': fileSourceResolver(assetsDir, 10_000) } })
    expect((await capped.handle(get(optimisedImageUrl('/tenant-assets/demo-motors/photo.jpg', 640)))).status).toBe(413)
    const fewPixels = optimiser({ maxInputPixels: 1_000_000 })
    expect((await fewPixels.handle(get(optimisedImageUrl('/demo-images/photo.jpg', 640)))).status).toBe(413)
  })
})

describe('GET /_img: output', () => {
  it('answers AVIF when Accept names it, WebP when only that, JPEG for photos and PNG for drawings otherwise', async () => {
    const images = optimiser()
    const cases: [string, string, string, string][] = [
      ['/demo-images/photo.jpg', CHROME, 'image/avif', 'heif'],
      ['/demo-images/photo.jpg', WEBP_ONLY, 'image/webp', 'webp'],
      ['/demo-images/photo.jpg', LEGACY, 'image/jpeg', 'jpeg'],
      ['/demo-images/car.svg', LEGACY, 'image/png', 'png'],
    ]
    for (const [source, accept, type, format] of cases) {
      const response = await images.handle(get(optimisedImageUrl(source, 640), accept))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe(type)
      expect(response.headers.get('vary')).toBe('Accept')
      const { meta } = await imageOf(response)
      expect(meta.format).toBe(format)
      expect(meta.width).toBe(640)
    }
  })

  it('resizes a 1600 px photo to the asked width at the asked quality, never enlarging a raster', async () => {
    const images = optimiser()
    const small = await imageOf(
      await images.handle(get(optimisedImageUrl('/demo-images/photo.jpg', 640, 40), WEBP_ONLY)),
    )
    const fine = await imageOf(
      await images.handle(get(optimisedImageUrl('/demo-images/photo.jpg', 640, 95), WEBP_ONLY)),
    )
    expect([small.meta.width, small.meta.height]).toEqual([640, 480])
    expect(small.bytes.length).toBeLessThan(fine.bytes.length)
    const wide = await imageOf(await images.handle(get(optimisedImageUrl('/demo-images/photo.jpg', 1920), WEBP_ONLY)))
    expect(wide.meta.width).toBe(1600)
    // vector drawings are drawn at the asked size instead
    const drawing = await imageOf(await images.handle(get(optimisedImageUrl('/demo-images/car.svg', 1920), WEBP_ONLY)))
    expect([drawing.meta.width, drawing.meta.height]).toEqual([1920, 1440])
  })

  it('social=1 answers a 1200×630 fill crop from any shape of source', async () => {
    const images = optimiser()
    for (const source of [
      '/demo-images/photo.jpg',
      '/demo-images/portrait.jpg',
      '/demo-images/car.svg',
      '/tenant-assets/demo-motors/logo.svg',
    ]) {
      const response = await images.handle(get(socialImageUrl(source), WEBP_ONLY))
      expect(response.status, source).toBe(200)
      const { meta } = await imageOf(response)
      expect([meta.width, meta.height], source).toEqual([1200, 630])
    }
  })
})

describe('GET /_img: caching', () => {
  it('serves the second request from disk with the same ETag and bytes, also after a restart', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'img-cache-'))
    const target = optimisedImageUrl('/demo-images/photo.jpg', 828)
    const first = await optimiser({}, cacheDir).handle(get(target, WEBP_ONLY))
    expect(first.headers.get('x-image-cache')).toBe('MISS')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/)
    expect(first.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL)
    const firstBytes = Buffer.from(await first.arrayBuffer())
    expect(readdirSync(cacheDir).length).toBe(1)

    loads = 0
    const restarted = optimiser({}, cacheDir)
    const second = await restarted.handle(get(target, WEBP_ONLY))
    expect(second.headers.get('x-image-cache')).toBe('HIT')
    expect(second.headers.get('etag')).toBe(etag)
    expect(second.headers.get('content-type')).toBe('image/webp')
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true)
    expect(loads).toBe(0)

    const notModified = await restarted.handle(get(target, WEBP_ONLY, { 'if-none-match': etag! }))
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('etag')).toBe(etag)
  })

  it('keys the cache by format, width, quality and source version', async () => {
    const images = optimiser()
    const etags = new Set<string | null>()
    for (const [target, accept] of [
      [optimisedImageUrl('/demo-images/photo.jpg', 640), WEBP_ONLY],
      [optimisedImageUrl('/demo-images/photo.jpg', 640), CHROME],
      [optimisedImageUrl('/demo-images/photo.jpg', 640), LEGACY],
      [optimisedImageUrl('/demo-images/photo.jpg', 750), WEBP_ONLY],
      [optimisedImageUrl('/demo-images/photo.jpg', 640, 50), WEBP_ONLY],
      [socialImageUrl('/demo-images/photo.jpg'), WEBP_ONLY],
    ] as const) {
      etags.add((await images.handle(get(target, accept))).headers.get('etag'))
    }
    expect(etags.size).toBe(6)
    // a legacy hit keeps the content type it was written with
    const legacyHit = await images.handle(get(optimisedImageUrl('/demo-images/photo.jpg', 640), LEGACY))
    expect([legacyHit.headers.get('x-image-cache'), legacyHit.headers.get('content-type')]).toEqual([
      'HIT',
      'image/jpeg',
    ])
  })

  it('an unversioned tenant asset revalidates; a ?v= one is immutable', async () => {
    const images = optimiser()
    const plain = await images.handle(get(optimisedImageUrl('/tenant-assets/demo-motors/logo.svg', 256)))
    expect(plain.headers.get('cache-control')).toBe(REVALIDATE_CACHE_CONTROL)
    const versioned = await images.handle(get(optimisedImageUrl('/tenant-assets/demo-motors/logo.svg?v=3', 256)))
    expect(versioned.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL)
  })

  it('a source with unknown parameters is the same variant (one render, one file), never cached as immutable', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'img-cache-'))
    const images = optimiser({}, cacheDir)
    loads = 0
    const answers = []
    for (let n = 0; n < 5; n++)
      answers.push(await images.handle(get(optimisedImageUrl(`/demo-images/photo.jpg?junk=${n}`, 1920), WEBP_ONLY)))
    // a parameter added to the address the site writes (in either form, domain/images/image-request.ts)
    const written = optimisedImageUrl('/demo-images/photo.jpg', 1920)
    const extra = await images.handle(get(`${written}${written.includes('?') ? '&' : '?'}junk=9`, WEBP_ONLY))
    expect(
      [...answers, extra].map((a) => [a.status, a.headers.get('x-image-cache'), a.headers.get('cache-control')]),
    ).toEqual([[200, 'MISS', REVALIDATE_CACHE_CONTROL], ...Array(5).fill([200, 'HIT', REVALIDATE_CACHE_CONTROL])])
    expect(loads).toBe(1)
    // the URL the site writes is the same variant, and the only one cached for a year
    const exact = await images.handle(get(optimisedImageUrl('/demo-images/photo.jpg', 1920), WEBP_ONLY))
    expect([exact.headers.get('x-image-cache'), exact.headers.get('cache-control'), exact.headers.get('etag')]).toEqual(
      ['HIT', IMMUTABLE_CACHE_CONTROL, answers[0]!.headers.get('etag')],
    )
    expect(readdirSync(cacheDir).flatMap((folder) => readdirSync(join(cacheDir, folder)))).toHaveLength(1)
  })

  it('keeps the disk cache within its byte bound, dropping the least recently used variants', async () => {
    const widths = [256, 384, 640, 750, 828, 1080, 1200, 1600, 1920] as const
    const filesIn = (dir: string) =>
      readdirSync(dir).flatMap((folder) =>
        readdirSync(join(dir, folder)).map((name) => statSync(join(dir, folder, name)).size),
      )
    const renderAll = async (images: ReturnType<typeof optimiser>) => {
      for (const w of widths)
        expect((await images.handle(get(optimisedImageUrl('/demo-images/photo.jpg', w), WEBP_ONLY))).status).toBe(200)
    }
    const unbounded = mkdtempSync(join(tmpdir(), 'img-cache-'))
    await renderAll(optimiser({}, unbounded))
    const bound = Math.floor(filesIn(unbounded).reduce((a, b) => a + b, 0) / 2)

    const cacheDir = mkdtempSync(join(tmpdir(), 'img-cache-'))
    const images = optimiser({ maxCacheBytes: bound }, cacheDir)
    await renderAll(images)
    const sizes = filesIn(cacheDir)
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(bound)
    expect(sizes.length).toBeLessThan(widths.length)
    // the newest variant is kept; the oldest was dropped and is rendered again
    expect(
      (await images.handle(get(optimisedImageUrl('/demo-images/photo.jpg', 1920), WEBP_ONLY))).headers.get(
        'x-image-cache',
      ),
    ).toBe('HIT')
    expect(
      (await images.handle(get(optimisedImageUrl('/demo-images/photo.jpg', 256), WEBP_ONLY))).headers.get(
        'x-image-cache',
      ),
    ).toBe('MISS')
  })

  it('transforms once for many simultaneous requests of one variant', async () => {
    const images = optimiser()
    loads = 0
    const target = optimisedImageUrl('/demo-images/photo.jpg', 1080)
    const responses = await Promise.all(Array.from({ length: 8 }, () => images.handle(get(target, WEBP_ONLY))))
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200))
    expect(new Set(responses.map((r) => r.headers.get('etag'))).size).toBe(1)
    expect(loads).toBe(1)
  })
})
