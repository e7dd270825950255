import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { makeSite, type SiteOverrides } from '@domain/tenancy/site.fixture.ts'
import { landingPaths, sitemapPaths, sitemapXml } from './sitemap.ts'
import { makeTenant } from '@domain/tenancy/tenant.fixture.ts'

const tenant = (overrides: SiteOverrides = {}, pages: string[] = ['/about-us', '/finance']): Tenant =>
  makeTenant(overrides, {
    pages: pages.map((path) => ({ path, title: path, description: '', body: '' })),
    demo_stock: { count: 0, seed: 1, makes: [], car_types: ['new', 'used', 'demo'] },
  })

const LOCATION = makeSite().locations[0]!

describe('sitemapPaths', () => {
  it('lists home, content pages, location pages, the default listing, landing pages and every listed car', () => {
    expect(sitemapPaths(tenant(), [{ slug: '2021-mazda-cx-5-c12' }, { slug: '2019-ford-ranger-c7' }])).toEqual([
      '/',
      '/about-us',
      '/finance',
      '/contact-us/brisbane',
      '/search/new-used-and-demo-cars',
      '/search/cars-under-100-per-week',
      '/search/100-to-125-per-week',
      '/search/125-to-150-per-week',
      '/search/150-to-175-per-week',
      '/search/175-plus-per-week',
      '/search/7-seater-cars',
      '/cars/2021-mazda-cx-5-c12',
      '/cars/2019-ford-ranger-c7',
    ])
  })

  it('lists the brand and model pages (build_model_pages) after the landing pages and before the cars', () => {
    const paths = sitemapPaths(tenant(), [{ slug: '2021-nissan-leaf-c1' }], ['/brands/nissan', '/brands/nissan/leaf'])
    expect(paths.slice(-3)).toEqual(['/brands/nissan', '/brands/nissan/leaf', '/cars/2021-nissan-leaf-c1'])
  })

  it('uses the template detail base and default listing, with no car landing pages off the car template', () => {
    const bikes = sitemapPaths(tenant({ template: 'motorcycle' }), [{ slug: 'ktm-1' }])
    expect(bikes).toContain('/motorcycles/ktm-1')
    expect(bikes.some((p) => p.includes('per-week'))).toBe(false)
    expect(sitemapPaths(tenant({ template: 'camper' }), [{ slug: 'jayco-2' }])).toContain('/campers/jayco-2')
    expect(sitemapPaths(tenant({ template: 'trucks' }), [])).toContain('/search/new-used-and-demo-trucks')
    expect(sitemapPaths(tenant({ search: { default_search_path: '/search/our-cars' } }), [])).toContain(
      '/search/our-cars',
    )
    expect(landingPaths(tenant({ template: 'rv' }))).toEqual([])
  })

  it('leaves out hidden locations and drops a /pages/ prefix the site does not use', () => {
    const site = {
      locations: [LOCATION, { ...LOCATION, id: 2, slug: 'wholesale', visible: false }],
    } as SiteOverrides
    const paths = sitemapPaths(tenant(site, ['/pages/about-us']), [])
    expect(paths).toContain('/about-us')
    expect(paths).not.toContain('/contact-us/wholesale')
    expect(sitemapPaths(tenant({ links: { uses_pages_path: true } }, ['/pages/about-us']), [])).toContain(
      '/pages/about-us',
    )
  })

  it('holds each path once, starts at home and has every car', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{1,20}$/), { maxLength: 30 }), (slugs) => {
        const paths = sitemapPaths(
          tenant(),
          slugs.map((slug) => ({ slug })),
        )
        expect(new Set(paths).size).toBe(paths.length)
        expect(paths[0]).toBe('/')
        for (const slug of slugs) expect(paths).toContain(`/cars/${slug}`)
      }),
    )
  })
})

describe('sitemapXml', () => {
  it('writes absolute, XML-escaped locations in the sitemap namespace', () => {
    const xml = sitemapXml('https://www.demomotors.com.au', ['/', '/search/used-cars?a=1&b=2'])
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://www.demomotors.com.au/</loc></url>',
        '  <url><loc>https://www.demomotors.com.au/search/used-cars?a=1&amp;b=2</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    )
  })
})
