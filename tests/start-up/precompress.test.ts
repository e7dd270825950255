import { describe, expect, it } from 'vitest'
import { mkdtempSync, mkdirSync, writeFileSync, existsSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { precompress } from '../../scripts/precompress.mjs'
// @ts-expect-error plain JS module of the production server, no declarations
import { builtFilesMiddleware } from '../../scripts/static-files.mjs'

/** a script like a built chunk: repetitive enough to compress, varied enough that quality matters */
const script = Array.from(
  { length: 400 },
  (_, i) => `export const price${i}=(c)=>c.price_${i % 17}*${i}+"AUD ${i * 37}";`,
).join('\n')

function builtDir() {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'))
  mkdirSync(join(dir, 'assets'))
  mkdirSync(join(dir, 'images'))
  writeFileSync(join(dir, 'assets/app-abc123.js'), script)
  writeFileSync(join(dir, 'assets/tiny-abc123.js'), 'export const a=1')
  writeFileSync(
    join(dir, 'images/logo.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0L10 10"/>'.repeat(100)}</svg>`,
  )
  writeFileSync(join(dir, 'images/photo.webp'), Buffer.alloc(4096, 7))
  return dir
}

describe('built assets compressed once at build time', () => {
  it('writes brotli and gzip twins that decode to the file, brotli at the highest quality', async () => {
    const dir = builtDir()
    await precompress(dir)
    const file = join(dir, 'assets/app-abc123.js')
    const br = readFileSync(`${file}.br`)
    expect(brotliDecompressSync(br).toString()).toBe(script)
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script)
    const quality = (q: number) =>
      brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: q } }).length
    expect(br.length).toBeLessThanOrEqual(quality(11) + 16)
    expect(br.length).toBeLessThan(quality(4))
    expect(existsSync(join(dir, 'images/logo.svg.br'))).toBe(true)
    // under 512 bytes, and formats that are compressed already, are left alone
    expect(existsSync(join(dir, 'assets/tiny-abc123.js.br'))).toBe(false)
    expect(existsSync(join(dir, 'images/photo.webp.br'))).toBe(false)
  })

  it('the server sends the twin the browser accepts, with Content-Encoding and Vary, and the plain file otherwise', async () => {
    const dir = builtDir()
    await precompress(dir)
    const files = builtFilesMiddleware(dir) as (request: Request, next: () => Promise<Response>) => Promise<Response>
    const get = (acceptEncoding: string | null) =>
      files(
        new Request('http://demo-motors.localhost/assets/app-abc123.js', {
          headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        }),
        async () => new Response('page', { status: 404 }),
      )
    const br = await get('gzip, deflate, br, zstd')
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(br.headers.get('cache-control')).toContain('immutable')
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(brBytes.equals(readFileSync(join(dir, 'assets/app-abc123.js.br')))).toBe(true)
    const gz = await get('gzip')
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script)
    const plain = await get(null)
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    expect(await plain.text()).toBe(script)
  })

  it('a hashed asset is sent without validators (never asked again); other files keep theirs', async () => {
    const files = builtFilesMiddleware(builtDir()) as (
      request: Request,
      next: () => Promise<Response>,
    ) => Promise<Response>
    const notFound = async () => new Response('page', { status: 404 })
    const asset = await files(new Request('http://demo-motors.localhost/assets/app-abc123.js'), notFound)
    expect([asset.status, asset.headers.get('etag'), asset.headers.get('last-modified')]).toEqual([200, null, null])
    const logo = await files(new Request('http://demo-motors.localhost/images/logo.svg'), notFound)
    expect(logo.status).toBe(200)
    expect(logo.headers.get('etag')).not.toBeNull()
    expect(logo.headers.get('last-modified')).not.toBeNull()
  })

  it('a page address (no extension) never reaches the file system: the app answers it', async () => {
    const files = builtFilesMiddleware(builtDir()) as (
      request: Request,
      next: () => Promise<Response>,
    ) => Promise<Response>
    const res = await files(new Request('http://demo-motors.localhost/assets'), async () => new Response('the app'))
    expect(await res.text()).toBe('the app')
  })
})
