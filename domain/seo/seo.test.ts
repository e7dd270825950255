import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeSite } from '../tenancy/site.fixture.ts'
import { canonicalUrl, metaDescription, pageTitle, seoHead, DESCRIPTION_LIMIT } from './seo-head.ts'
import { autoDealerJsonLd, breadcrumbJsonLd, openingHoursSpecification, serialiseJsonLd } from './json-ld.ts'

const site = makeSite({ name: 'Demo Motors' })
const pagesSite = makeSite({ name: 'Roam RV', links: { uses_pages_path: true } })
const origin = 'https://www.demomotors.com.au'

describe('seoHead', () => {
  it('title, description, canonical, Open Graph and Twitter tags', () => {
    const head = seoHead({
      site,
      origin,
      title: 'Privacy Policy',
      description: 'How we use your data.',
      path: '/privacy-policy',
    })
    expect(head.meta).toContainEqual({ title: 'Privacy Policy | Demo Motors' })
    expect(head.meta).toContainEqual({ name: 'description', content: 'How we use your data.' })
    expect(head.meta).toContainEqual({ property: 'og:url', content: 'https://www.demomotors.com.au/privacy-policy' })
    expect(head.meta).toContainEqual({
      property: 'og:image',
      content: `https://www.demomotors.com.au/_img?url=${encodeURIComponent(site.logo.primary)}&w=1200&q=75&social=1`,
    })
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://www.demomotors.com.au/privacy-policy' }])
  })
  it('the canonical applies the link rules: /pages/ dropped unless the site uses it; query and trailing slash dropped', () => {
    expect(canonicalUrl(site, origin, '/pages/about-us')).toBe(`${origin}/about-us`)
    expect(canonicalUrl(pagesSite, origin, '/pages/about-us')).toBe(`${origin}/pages/about-us`)
    expect(canonicalUrl(site, `${origin}/`, '/service/?utm_source=x#top')).toBe(`${origin}/service`)
    expect(canonicalUrl(site, origin, '/')).toBe(`${origin}/`)
  })
  it('the site name appears once in the title', () => {
    expect(pageTitle('About Demo Motors', 'Demo Motors')).toBe('About Demo Motors')
    expect(pageTitle('', 'Demo Motors')).toBe('Demo Motors')
  })
  it('a page picture becomes the 1200×630 social variant', () => {
    const head = seoHead({ site, origin, title: 'x', description: 'y', path: '/x', image: '/demo-images/a.svg' })
    expect(head.meta).toContainEqual({
      property: 'og:image',
      content: `${origin}/_img?url=%2Fdemo-images%2Fa.svg&w=1200&q=75&social=1`,
    })
  })
  it('property: descriptions are one line of at most 160 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), (text) => {
        const d = metaDescription(text)
        expect(d.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT)
        expect(d).not.toMatch(/\n/)
      }),
    )
  })
})

describe('JSON-LD', () => {
  const location = site.locations[0]!
  it('AutoDealer carries name, PostalAddress and opening hours of open days only', () => {
    const ld = autoDealerJsonLd({ site, location, origin, path: `/contact-us/${location.slug}` })
    expect(ld['@type']).toBe('AutoDealer')
    expect(ld.name).toBe(location.name)
    expect(ld.address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: location.address.street,
      postalCode: location.address.postcode,
    })
    const open = location.contact_detail.opening_hours.filter((d) => d.status === 'open' && d.open && d.close)
    expect(ld.openingHoursSpecification).toHaveLength(open.length)
  })
  it('opening hours use schema.org day URLs and HH:MM', () => {
    expect(
      openingHoursSpecification([
        { day: 6, status: 'open', formated_hours: '8:30am - 12:30pm', open: '08:30', close: '12:30' },
        { day: 0, status: 'closed', formated_hours: 'Closed', open: null, close: null },
      ]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '08:30',
        closes: '12:30',
      },
    ])
  })
  it('BreadcrumbList positions start at 1 with absolute items', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'FAQs', path: '/faqs' },
        ],
        origin,
      ).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'FAQs', item: `${origin}/faqs` },
    ])
  })
  it('property: serialised JSON-LD never contains a closing tag and parses back to the same data', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const data = { '@type': 'Thing', name: text }
        const out = serialiseJsonLd(data)
        expect(out).not.toMatch(/<|>/)
        expect(JSON.parse(out)).toEqual(data)
      }),
    )
  })
})
