import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { classifyLink } from './link-kind.ts'
import { site } from '../forms/testing/fixtures.ts'

const s = site()

describe('classifyLink', () => {
  it('handles tel, mailto, maps, external and internal links', () => {
    expect(classifyLink(s, 'tel:0730000000')).toEqual({ kind: 'tel', href: 'tel:0730000000', newTab: false, rel: null })
    expect(classifyLink(s, 'mailto:sales@x.com')).toMatchObject({ kind: 'mailto', newTab: false })
    expect(classifyLink(s, 'https://www.google.com/maps/place/x')).toEqual({
      kind: 'maps',
      href: 'https://www.google.com/maps/place/x',
      newTab: true,
      rel: 'noopener',
    })
    expect(classifyLink(s, 'https://maps.app.goo.gl/abc')).toMatchObject({ kind: 'maps', newTab: true })
    expect(classifyLink(s, 'https://facebook.com/dealer')).toEqual({
      kind: 'external',
      href: 'https://facebook.com/dealer',
      newTab: true,
      rel: 'noopener',
    })
    expect(classifyLink(s, '/pages/about-us')).toEqual({
      kind: 'internal',
      href: '/about-us',
      newTab: false,
      rel: null,
    })
  })
  it('treats absolute links to the site itself as internal', () => {
    expect(classifyLink(s, 'https://www.springwoodmotors.com.au/pages/contact?x=1')).toEqual({
      kind: 'internal',
      href: '/contact?x=1',
      newTab: false,
      rel: null,
    })
  })
})

describe('classifyLink properties', () => {
  it('only maps and external links open a new tab, always with rel noopener', () => {
    const hrefArb = fc.oneof(
      fc.webUrl(),
      fc.webPath(),
      fc.emailAddress().map((e) => `mailto:${e}`),
      fc.stringMatching(/^[0-9 ]{6,12}$/).map((n) => `tel:${n}`),
      fc.webPath().map((p) => `https://www.google.com/maps${p}`),
      fc.webPath().map((p) => `https://springwoodmotors.com.au${p}`),
    )
    fc.assert(
      fc.property(hrefArb, (href) => {
        const c = classifyLink(s, href)
        expect(c.newTab).toBe(c.kind === 'maps' || c.kind === 'external')
        expect(c.rel).toBe(c.newTab ? 'noopener' : null)
        if (c.kind === 'internal') expect(c.href.startsWith('/pages/')).toBe(false)
        if (href.startsWith('tel:')) expect(c.kind).toBe('tel')
      }),
    )
  })
})
