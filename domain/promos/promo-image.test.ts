import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { PROMO_SLIDE, TCPO_LOGO, promoPicture, promoSvg, wrapText } from './promo-image.ts'

const promo = {
  id: 'p',
  title: '3 Year Standard warranty',
  message: 'Free freight anywhere in Australia',
  image_url: null,
  link: null,
  position: 1,
  start: null,
  expiry: null,
  display: [],
  strictDisplay: false,
}
const theme = { primary: '#003b5c', accent: '#ff6b00' }

describe('promo pictures', () => {
  it('slides are 1920×540 and the TCPO logo 150×41 (SPEC §9 sizes)', () => {
    expect(PROMO_SLIDE).toEqual({ width: 1920, height: 540 })
    expect(TCPO_LOGO).toEqual({ width: 150, height: 41 })
    expect(promoSvg(promo, theme)).toMatch(/^<svg[^>]+width="1920" height="540" viewBox="0 0 1920 540"/)
  })
  it('a generated banner carries the title and message, escaped', () => {
    const svg = promoSvg({ title: 'Fish & <Chips>', message: 'a "b"' }, theme)
    expect(svg).toContain('Fish &amp; &lt;Chips&gt;')
    expect(svg).toContain('a &quot;b&quot;')
    expect(svg).not.toContain('<Chips>')
  })
  it('theme colours outside #hex are not written into the SVG', () => {
    expect(promoSvg(promo, { primary: 'red"/><script>', accent: '#fff' })).not.toContain('script')
  })
  it('a tenant picture goes through the optimiser, without one the banner is a local data URI', () => {
    expect(promoPicture({ ...promo, image_url: '/tenant-assets/x/p.jpg' }, theme).src).toBe(
      '/_img/1200/tenant-assets/x/p.jpg',
    )
    expect(promoPicture(promo, theme).src).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/)
  })
  it('a picture is drawn once per promotion and theme: the same objects answer the same picture, another theme its own', () => {
    const card = { ...promo }
    const first = promoPicture(card, theme)
    expect(promoPicture(card, theme)).toBe(first)
    const other = { ...theme, primary: '#123456' }
    expect(promoPicture(card, other)).not.toBe(first)
    expect(promoPicture(card, other).src).toContain('%23123456')
  })
  it('property: wrapping keeps every word, in order, in at most 3 rows', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,10}$/), { maxLength: 12 }), (words) => {
        const rows = wrapText(words.join(' '), 48)
        expect(rows.length).toBeLessThanOrEqual(3)
        const kept = rows.join(' ').split(' ').filter(Boolean)
        expect(kept).toEqual(words.slice(0, kept.length))
        rows.forEach((r) => {
          expect(r.length).toBeLessThanOrEqual(48)
        })
      }),
    )
  })
})
