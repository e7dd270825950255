import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CSP_FIELD_LIMIT, readCspReport } from './csp-report.ts'

describe('readCspReport', () => {
  it("reads the older application/csp-report form's hyphenated fields", () => {
    expect(
      readCspReport({
        'csp-report': {
          'document-uri': 'https://demo-motors.example/',
          'violated-directive': 'script-src-elem',
          'blocked-uri': 'inline',
          'script-sample': 'alert(1)',
          'status-code': 200,
        },
      }),
    ).toEqual({
      ok: true,
      violations: [
        { page: 'https://demo-motors.example/', directive: 'script-src-elem', blocked: 'inline', sample: 'alert(1)' },
      ],
    })
  })

  it("reads the Reporting API's array, keeping its csp-violation reports only", () => {
    expect(
      readCspReport([
        {
          type: 'csp-violation',
          body: {
            documentURL: 'https://a.example/cars',
            effectiveDirective: 'img-src',
            blockedURL: 'https://x.test/p',
          },
        },
        { type: 'deprecation', body: { documentURL: 'https://a.example/' } },
      ]),
    ).toEqual({
      ok: true,
      violations: [{ page: 'https://a.example/cars', directive: 'img-src', blocked: 'https://x.test/p', sample: '' }],
    })
  })

  it('falls back to the effective directive when the violated one is absent', () => {
    const reading = readCspReport({ 'csp-report': { 'effective-directive': 'style-src' } })
    expect(reading.ok && reading.violations[0]!.directive).toBe('style-src')
  })

  it.each([
    ['no JSON at all', undefined, 'no JSON'],
    ['a number', 7, 'the body'],
    ['an object without csp-report', { report: {} }, 'csp-report'],
    ['a field of the wrong kind', { 'csp-report': { 'blocked-uri': { nested: true } } }, 'blocked-uri'],
    ['an array entry without a body', [{ type: 'csp-violation' }], 'body'],
  ])('names what is wrong with %s', (_, input, field) => {
    const reading = readCspReport(input)
    expect(reading.ok).toBe(false)
    expect(!reading.ok && reading.error).toContain(field)
  })

  it('cuts every field to the limit, whatever a client sends', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 2 * CSP_FIELD_LIMIT }),
        fc.string({ maxLength: 2 * CSP_FIELD_LIMIT }),
        (a, b) => {
          const reading = readCspReport({ 'csp-report': { 'document-uri': a, 'blocked-uri': b } })
          expect(reading.ok).toBe(true)
          if (!reading.ok) return
          const [violation] = reading.violations
          expect(violation!.page).toBe(a.slice(0, CSP_FIELD_LIMIT))
          expect(violation!.blocked).toBe(b.slice(0, CSP_FIELD_LIMIT))
        },
      ),
    )
  })
})
