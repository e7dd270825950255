import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { defaultNavigation, footerDealershipList, footerNavigation, headerNavigation } from './navigation.ts'
import { dealership, location, site } from '../forms/testing/fixtures.ts'

describe('navigation', () => {
  it('defaults to Home, Our Stock, Vehicle Service, Parts and Company', () => {
    const nav = headerNavigation(site())
    expect(nav.map((i) => i.label)).toEqual(['Home', 'Our Stock', 'Vehicle Service', 'Parts', 'Company'])
    expect(nav[4]?.children?.map((c) => c.label)).toEqual(['About Us', 'Contact Us', 'Careers', 'Terms And Conditions'])
    expect(nav[1]?.href).toBe('/search/used-cars')
    expect(headerNavigation(site({ search: { default_search_path: '/search/new-and-demo-cars' } }))[1]?.href).toBe(
      '/search/new-and-demo-cars',
    )
    expect(headerNavigation(site(), '/search/our-cars')[1]?.href).toBe('/search/our-cars')
  })

  it('uses the configured header and footer, with links resolved for the site', () => {
    const configured = site({
      navigation: {
        header: [
          { label: 'Home', href: '/' },
          { label: 'Service', href: '/service/' },
          { label: 'Parts', href: '/vehicle-parts-and-accessories/' },
          {
            label: 'Company',
            children: [
              { label: 'About', href: '/pages/about-us' },
              { label: 'Privacy', href: '/privacy-policy' },
            ],
          },
        ],
        footer: [
          { label: 'Servicing', href: '/service/' },
          { label: 'Parts', href: '/vehicle-parts-and-accessories/' },
        ],
        footer_dealership_list: true,
      },
      dealerships: [dealership(), dealership({ id: 11, name: 'North Motors', slug: 'north' })],
      locations: [location(), location({ id: 2, dealership_id: 11, slug: 'north-side', primary: true })],
    })
    const header = headerNavigation(configured)
    expect(header.map((i) => i.href ?? null)).toEqual(['/', '/service/', '/vehicle-parts-and-accessories/', null])
    expect(header[3]?.children?.[0]).toEqual({ label: 'About', href: '/about-us' })
    expect(footerNavigation(configured).map((i) => i.label)).toEqual(['Servicing', 'Parts'])
    expect(footerDealershipList(configured)).toEqual([
      { label: 'Springwood Motors', href: '/contact-us/springwood' },
      { label: 'North Motors', href: '/contact-us/north-side' },
    ])
    expect(footerDealershipList(site())).toEqual([])
    expect(footerNavigation(site()).map((i) => i.label)).toEqual(['Our Stock', 'Vehicle Service', 'Parts', 'Company'])
  })
})

describe('navigation properties', () => {
  it('a default menu has five items; every resolved link drops /pages/ unless the site uses it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z-]{1,8}$/), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        (slugs, pages) => {
          const s = site({
            links: { uses_pages_path: pages },
            navigation: { header: slugs.map((x) => ({ label: x, href: `/pages/${x}` })) },
          })
          const hrefs = headerNavigation(s).map((i) => i.href ?? '')
          expect(hrefs.every((h) => h.startsWith('/pages/') === pages)).toBe(true)
          expect(defaultNavigation()).toHaveLength(5)
        },
      ),
    )
  })
})
