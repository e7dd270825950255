import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { escapeHtml, signInCodeEmail } from './sign-in-code-email.ts'

const demo = { siteName: 'Demo Motors', siteUrl: 'https://www.demomotors.com.au', code: '042917', validMinutes: 10 }

/** The tags a message's HTML uses, in order: the template's, whatever the inputs. */
const tags = (html: string) => [...html.matchAll(/<\/?([A-Za-z][A-Za-z0-9]*)/g)].map((m) => m[0])
const unescapeHtml = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!)
const visibleText = (html: string) => unescapeHtml(html.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<[^>]*>/g, ''))

describe('signInCodeEmail', () => {
  it('names the site, the code and the 10-minute lifetime, in exact words', () => {
    const mail = signInCodeEmail(demo)
    expect(mail.subject).toBe('Your sign-in code for Demo Motors')
    expect(mail.text).toBe(
      [
        'Your code to sign in to Demo Motors is:',
        '',
        '042917',
        '',
        'It is valid for 10 minutes and works once. Enter it on the sign-in page to keep your saved cars on every device.',
        '',
        'If you did not ask for this code, you can ignore this email: nobody can sign in without it.',
        '',
        '--',
        'Demo Motors',
        'https://www.demomotors.com.au',
        '',
      ].join('\n'),
    )
  })

  it('the HTML version says the same, with the code set large and the site linked', () => {
    const { html } = signInCodeEmail(demo)
    expect(html).toContain('<p style="margin:0 0 16px">Your code to sign in to <strong>Demo Motors</strong> is:</p>')
    expect(html).toMatch(/font-size:32px;font-weight:bold;letter-spacing:6px">042917<\/p>/)
    expect(html).toContain('It is valid for 10 minutes and works once.')
    expect(html).toContain(
      '<a href="https://www.demomotors.com.au" style="color:#555555">https://www.demomotors.com.au</a>',
    )
    expect(html).toContain('<title>Your sign-in code for Demo Motors</title>')
  })

  it('keeps the code out of the subject', () => {
    expect(signInCodeEmail(demo).subject).not.toContain('042917')
  })

  it('says "1 minute" for a one-minute code', () => {
    expect(signInCodeEmail({ ...demo, validMinutes: 1 }).text).toContain('It is valid for 1 minute and works once.')
  })

  it('leaves out a site address that is not a web address (in text and HTML)', () => {
    const mail = signInCodeEmail({ ...demo, siteUrl: 'javascript:alert(1)' })
    expect(mail.text.endsWith('--\nDemo Motors\n')).toBe(true)
    expect(mail.html).not.toContain('<a ')
    expect(mail.html).not.toContain('javascript')
  })

  it('escapes markup in the site name and code', () => {
    const mail = signInCodeEmail({ ...demo, siteName: 'Tom & Jerry\'s <b>"Cars"</b>', code: '<img src=x>' })
    expect(mail.html).toContain('<strong>Tom &amp; Jerry&#39;s &lt;b&gt;&quot;Cars&quot;&lt;/b&gt;</strong>')
    expect(mail.html).toContain('&lt;img src=x&gt;</p>')
    expect(mail.html).not.toContain('<img')
    // plain text is not HTML: it carries the name as written
    expect(mail.text).toContain('Your code to sign in to Tom & Jerry\'s <b>"Cars"</b> is:')
  })

  it('no images, no remote content: nothing in the HTML loads anything', () => {
    const { html } = signInCodeEmail(demo)
    expect(html).not.toMatch(/<img|<link|<script|<iframe|src=|url\(|background-image/i)
  })

  it('property: whatever the site name, code and address, the HTML has exactly the template tags and shows the inputs as text', () => {
    const template = tags(signInCodeEmail(demo).html)
    const noLink = template.filter((t) => t !== '<br' && t !== '<a' && t !== '</a')
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.oneof(fc.webUrl(), fc.string()),
        fc.integer({ min: 1, max: 1440 }),
        (siteName, code, siteUrl, validMinutes) => {
          const mail = signInCodeEmail({ siteName, siteUrl, code, validMinutes })
          const linked = mail.html.includes('<a href=')
          expect(tags(mail.html)).toEqual(linked ? template : noLink)
          const shown = visibleText(mail.html)
          expect(shown).toContain(code)
          expect(mail.text).toContain(code)
          // every < in the HTML opens one of the template's tags
          expect((mail.html.replace('<!doctype html>', '').match(/</g) ?? []).length).toBe(tags(mail.html).length)
        },
      ),
    )
  })

  it('property: the subject is one line and never carries the code', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^\d{6}$/), (siteName, code) => {
        const mail = signInCodeEmail({ ...demo, siteName, code })
        // biome-ignore lint/suspicious/noControlCharactersInRegex: a header must hold no control characters
        expect(mail.subject).not.toMatch(/[\r\n\u0000-\u001f\u007f\u2028\u2029]/)
        expect(mail.subject.startsWith('Your sign-in code for ')).toBe(true)
        if (!siteName.includes(code)) expect(mail.subject).not.toContain(code)
      }),
    )
  })

  it('property: escapeHtml output has no markup characters and reads back to its input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (value) => {
        const escaped = escapeHtml(value)
        expect(escaped).not.toMatch(/[<>"']/)
        expect(unescapeHtml(escaped)).toBe(value)
      }),
    )
  })
})
