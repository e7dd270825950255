import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import {
  ALLOWED_WIDTHS,
  DEFAULT_QUALITY,
  SOCIAL_WIDTH,
  isAllowedWidth,
  optimisedImageUrl,
  parseImageAddress,
  parseImageRequest,
  socialImageUrl,
  widthAtLeast,
} from './image-request.ts'

const parse = (query: string) => parseImageRequest(new URL(`http://x${query}`).searchParams)
/** an address as a browser resolves it on the page and the server reads it */
const read = (address: string) => parseImageAddress(new URL(address, 'http://x/search/cars'))

describe('parseImageRequest', () => {
  it('reads url, w and q, with quality 75 by default', () => {
    expect(parse('/_img?url=%2Fdemo-images%2Fa.svg&w=640')).toEqual({
      ok: true,
      request: { url: '/demo-images/a.svg', width: 640, quality: 75, social: false },
    })
    expect(parse('/_img?url=/a.png&w=1920&q=100')).toMatchObject({ ok: true, request: { width: 1920, quality: 100 } })
    expect(parse('/_img?url=/a.png&w=128&q=1')).toMatchObject({ ok: true, request: { width: 128, quality: 1 } })
  })

  it('refuses a missing url or width, widths off the list and qualities outside 1-100', () => {
    for (const query of [
      '/_img?w=640',
      '/_img?url=/a.png',
      '/_img?url=/a.png&w=641',
      '/_img?url=/a.png&w=0640x',
      '/_img?url=/a.png&w=640&q=0',
      '/_img?url=/a.png&w=640&q=101',
      '/_img?url=/a.png&w=640&q=7.5',
      '/_img?url=/a.png&w=-640',
      '/_img?url=/a.png&w=64',
    ]) {
      expect(parse(query).ok, query).toBe(false)
    }
  })

  it('takes social=1 only at w=1200', () => {
    expect(parse('/_img?url=/a.png&w=1200&social=1')).toMatchObject({ ok: true, request: { social: true } })
    expect(parse('/_img?url=/a.png&w=640&social=1').ok).toBe(false)
    expect(parse('/_img?url=/a.png&w=1200&social=yes').ok).toBe(false)
  })

  it('accepts exactly the allow-listed widths', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 5000 }), (w) => {
        expect(parse(`/_img?url=/a.png&w=${w}`).ok).toBe((ALLOWED_WIDTHS as readonly number[]).includes(w))
      }),
    )
  })

  it('round-trips every URL the builders make, as the site writes it (exact)', () => {
    const source = fc.oneof(
      fc.string({ minLength: 1 }),
      // site paths, plain and not: dots, empty segments, characters to encode
      fc
        .array(fc.stringMatching(/^[\w.~ %?#&:-]{0,8}$/), { minLength: 1, maxLength: 5 })
        .map((segments) => `/${segments.join('/')}`),
    )
    fc.assert(
      fc.property(source, fc.constantFrom(...ALLOWED_WIDTHS), fc.integer({ min: 1, max: 100 }), (src, w, q) => {
        expect(read(optimisedImageUrl(src, w, q))).toEqual({
          ok: true,
          request: { url: src, width: w, quality: q, social: false },
          exact: true,
        })
        expect(read(socialImageUrl(src, '', q))).toEqual({
          ok: true,
          request: { url: src, width: SOCIAL_WIDTH, quality: q, social: true },
          exact: true,
        })
      }),
    )
  })
})

describe('the path form, /_img/{width}{source}', () => {
  it('reads the width and a plain site path at the default quality; anything more is served but not exact', () => {
    expect(read('/_img/384/demo-images/demo-motors/1001-5/1.svg')).toEqual({
      ok: true,
      request: { url: '/demo-images/demo-motors/1001-5/1.svg', width: 384, quality: DEFAULT_QUALITY, social: false },
      exact: true,
    })
    expect(read('/_img/384/demo-images/a.svg?v=2')).toMatchObject({ ok: true, exact: false })
    expect(read('/_img?url=/a.svg&w=384&v=2')).toMatchObject({ ok: true, exact: false })
  })

  it('refuses widths off the list and sources that are no plain site path', () => {
    for (const address of [
      '/_img/385/a.svg',
      '/_img/0384/a.svg',
      '/_img/a.svg',
      '/_img/384',
      '/_img/384/',
      '/_img//384/a.svg',
      '/_img/384//evil.example/a.svg',
      '/_img/384/a%20b.svg',
      '/_img/384/.env',
      '/_img/384/a/.hidden/b.svg',
      '/_img/384/https:/x/a.svg',
    ]) {
      expect(parseImageAddress(new URL(`http://x${address}`)).ok, address).toBe(false)
    }
  })
})

describe('URL builders', () => {
  it('writes a plain site path at the default quality in the path form, any other source in the query form', () => {
    expect(optimisedImageUrl('/demo-images/demo-motors/c1/1.svg', 640)).toBe(
      '/_img/640/demo-images/demo-motors/c1/1.svg',
    )
    expect(optimisedImageUrl('/a.jpg', 640, DEFAULT_QUALITY)).toBe('/_img/640/a.jpg')
    // the query form: the source encoded, its slashes and colons as they are (a query string may hold them)
    expect(optimisedImageUrl('https://cdn.example/a b/c&d,e?f=1#g.jpg', 384)).toBe(
      '/_img?url=https://cdn.example/a%20b/c%26d%2Ce%3Ff%3D1%23g.jpg&w=384',
    )
    expect(optimisedImageUrl('/a b.jpg', 640)).toBe('/_img?url=/a%20b.jpg&w=640')
    expect(optimisedImageUrl('/demo-images/../api/auth', 640)).toBe('/_img?url=/demo-images/../api/auth&w=640')
    // the default quality is the parser's default, so it is left out; any other is written
    expect(optimisedImageUrl('/a.jpg', 640, 60)).toBe('/_img?url=/a.jpg&w=640&q=60')
    expect(socialImageUrl('/demo-images/default.svg', 'https://www.example.com.au/')).toBe(
      'https://www.example.com.au/_img?url=%2Fdemo-images%2Fdefault.svg&w=1200&q=75&social=1',
    )
  })

  it('widthAtLeast picks the smallest allowed width covering the target', () => {
    expect(widthAtLeast(600)).toBe(640)
    expect(widthAtLeast(640)).toBe(640)
    expect(widthAtLeast(5000)).toBe(1920)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1920 }), (target) => {
        const w = widthAtLeast(target)
        expect(isAllowedWidth(w) && w >= target).toBe(true)
        expect(ALLOWED_WIDTHS.filter((a) => a >= target && a < w)).toEqual([])
      }),
    )
  })
})
