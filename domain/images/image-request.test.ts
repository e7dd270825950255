import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import {
  ALLOWED_WIDTHS, DEFAULT_QUALITY, SOCIAL_WIDTH, isAllowedWidth, optimisedImageUrl, parseImageRequest, socialImageUrl, widthAtLeast,
} from './image-request.ts'

const parse = (query: string) => parseImageRequest(new URL(`http://x${query}`).searchParams)

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
    for (const query of ['/_img?w=640', '/_img?url=/a.png', '/_img?url=/a.png&w=641', '/_img?url=/a.png&w=0640x',
      '/_img?url=/a.png&w=640&q=0', '/_img?url=/a.png&w=640&q=101', '/_img?url=/a.png&w=640&q=7.5', '/_img?url=/a.png&w=-640', '/_img?url=/a.png&w=64']) {
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

  it('round-trips every URL the builders make', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.constantFrom(...ALLOWED_WIDTHS), fc.integer({ min: 1, max: 100 }), (src, w, q) => {
        expect(parse(optimisedImageUrl(src, w, q))).toEqual({ ok: true, request: { url: src, width: w, quality: q, social: false } })
        expect(parse(socialImageUrl(src, '', q))).toEqual({ ok: true, request: { url: src, width: SOCIAL_WIDTH, quality: q, social: true } })
      }),
    )
  })
})

describe('URL builders', () => {
  it('writes the optimiser URL with the source encoded, its slashes and colons as they are (a query string may hold them)', () => {
    expect(optimisedImageUrl('/demo-images/demo-motors/c1/1.svg', 640)).toBe('/_img?url=/demo-images/demo-motors/c1/1.svg&w=640')
    expect(optimisedImageUrl('https://cdn.example/a b/c&d,e?f=1#g.jpg', 384)).toBe(
      '/_img?url=https://cdn.example/a%20b/c%26d%2Ce%3Ff%3D1%23g.jpg&w=384',
    )
    // the default quality is the parser's default, so it is left out; any other is written
    expect(optimisedImageUrl('/a.jpg', 640, DEFAULT_QUALITY)).toBe('/_img?url=/a.jpg&w=640')
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
