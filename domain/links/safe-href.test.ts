import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isSafeHref } from './safe-href.ts'

const ALLOWED_PROTOCOLS = ['http:', 'https:', 'tel:', 'mailto:']
/** an address as a browser resolves it on a tenant's page */
const resolved = (href: string): URL | null => {
  try {
    return new URL(href, 'https://www.demomotors.com.au/cars/some-car')
  } catch {
    return null
  }
}
/** a scheme written with any case, and with tabs, line breaks or leading controls a browser drops */
const written = (scheme: string) =>
  fc
    .tuple(
      fc.array(fc.constantFrom(' ', '\u0000', '\u001f', '\t', '\n'), { maxLength: 3 }),
      fc.array(fc.boolean(), { minLength: scheme.length, maxLength: scheme.length }),
      fc.nat({ max: scheme.length }),
      fc.constantFrom('', '\t', '\n', '\r'),
    )
    .map(([lead, upper, at, gap]) => {
      const cased = [...scheme].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('')
      return lead.join('') + cased.slice(0, at) + gap + cased.slice(at)
    })

describe('isSafeHref', () => {
  it('allows http(s), relative addresses, tel: and mailto:', () => {
    for (const href of [
      'https://www.toyota.com.au/',
      'http://example.com',
      '/cars/used',
      'finance',
      '?page=2',
      '#top',
      '//cdn.example.com/x',
      'tel:+61 7 3000 0000',
      'MAILTO:sales@example.com',
      '',
    ])
      expect(isSafeHref(href), href).toBe(true)
  })

  it('refuses data:, javascript: and every other scheme, however written', () => {
    for (const href of [
      'data:text/html,<script>alert(1)</script>',
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0000javascript:alert(1)',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://x/y',
      'sms:+61400000000',
    ])
      expect(isSafeHref(href), JSON.stringify(href)).toBe(false)
  })

  it('property: an address it allows resolves, as a browser resolves it, to http(s), tel: or mailto:', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc
            .tuple(fc.constantFrom('data', 'javascript', 'vbscript', 'http', 'tel', 'ftp'), fc.string())
            .map(([scheme, rest]) => `${scheme}:${rest}`),
          fc.string({ unit: fc.constantFrom('j', 'a', 'v', 's', ':', '\t', ' ', '/', '\\', 'd', 't', '\u0000') }),
        ),
        (href) => {
          const url = resolved(href)
          if (isSafeHref(href) && url) expect(ALLOWED_PROTOCOLS).toContain(url.protocol)
        },
      ),
      { numRuns: 1_000 },
    )
  })

  it('property: data: and javascript: are refused with any case, tab, line break or leading control', () => {
    fc.assert(
      fc.property(fc.constantFrom('data', 'javascript', 'vbscript'), fc.string(), (scheme, rest) => {
        fc.assert(
          fc.property(written(scheme), (prefix) => {
            const href = `${prefix}:${rest}`
            expect(isSafeHref(href), JSON.stringify(href)).toBe(false)
            // and a browser would indeed read that scheme
            expect(resolved(href)?.protocol ?? `${scheme}:`).toBe(`${scheme}:`)
          }),
          { numRuns: 20 },
        )
      }),
      { numRuns: 50 },
    )
  })
})
