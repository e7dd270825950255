import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { robotsTxt } from './robots.ts'

describe('robotsTxt', () => {
  it('allows everything but checkout, buy-online and mock paths, and names the sitemap', () => {
    expect(robotsTxt('https://www.demomotors.com.au')).toBe(
      [
        'User-agent: *',
        'Disallow: /cars/*/checkout',
        'Disallow: /cars/*/buy-online',
        'Disallow: /mock/',
        'Allow: /',
        '',
        'Sitemap: https://www.demomotors.com.au/sitemap.xml',
        '',
      ].join('\n'),
    )
  })

  it('always points at the sitemap of the origin it is given', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: false, withFragments: false }), (url) => {
        const origin = new URL(url).origin
        expect(robotsTxt(origin).split('\n')).toContain(`Sitemap: ${origin}/sitemap.xml`)
      }),
      { numRuns: 30 },
    )
  })
})
