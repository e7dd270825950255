import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { classifyLink } from './link-kind.ts'
import { site } from '../forms/testing/fixtures.ts'

const s = site()

const NEW_TAB = { newTab: true, rel: 'noopener' }
const SAME_TAB = { newTab: false, rel: null }

describe('classifyLink', () => {
  it.each([
    ['tel:0730000000', { kind: 'tel', href: 'tel:0730000000', ...SAME_TAB }],
    ['https://www.google.com/maps/place/x', { kind: 'maps', href: 'https://www.google.com/maps/place/x', ...NEW_TAB }],
    ['https://facebook.com/dealer', { kind: 'external', href: 'https://facebook.com/dealer', ...NEW_TAB }],
    ['/pages/about-us', { kind: 'internal', href: '/about-us', ...SAME_TAB }],
    // an absolute link to the site itself is internal
    ['https://www.springwoodmotors.com.au/pages/contact?x=1', { kind: 'internal', href: '/contact?x=1', ...SAME_TAB }],
  ])('%s is %j', (href, link) => {
    expect(classifyLink(s, href)).toEqual(link)
  })

  it.each([
    ['mailto:sales@x.com', { kind: 'mailto', newTab: false }],
    ['https://maps.app.goo.gl/abc', { kind: 'maps', newTab: true }],
  ])('%s is a %j link', (href, link) => {
    expect(classifyLink(s, href)).toMatchObject(link)
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
