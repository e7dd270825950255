import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { parseInline, parseMarkdown, safeHref, type Block, type Inline } from './markdown.ts'

describe('safe markdown', () => {
  it('reads headings, paragraphs, lists, bold and links', () => {
    expect(
      parseMarkdown('## Join us\n\nGreat **people** here.\n\n- Sales\n- [Service](/service)\n\n1. one\n2. two'),
    ).toEqual([
      { kind: 'heading', level: 2, children: [{ kind: 'text', text: 'Join us' }] },
      {
        kind: 'paragraph',
        children: [
          { kind: 'text', text: 'Great ' },
          { kind: 'strong', children: [{ kind: 'text', text: 'people' }] },
          { kind: 'text', text: ' here.' },
        ],
      },
      {
        kind: 'list',
        ordered: false,
        items: [
          [{ kind: 'text', text: 'Sales' }],
          [{ kind: 'link', href: '/service', children: [{ kind: 'text', text: 'Service' }] }],
        ],
      },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two' }]] },
    ])
  })
  it('drops unsafe links but keeps their text; raw HTML stays text', () => {
    expect(parseInline('[click](javascript:void%200)')).toEqual([{ kind: 'text', text: 'click' }])
    // the whole target goes, parentheses and all: no stray ')' after the link text
    expect(parseInline('see [report](javascript:alert(1)) now')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'text', text: 'report' },
      { kind: 'text', text: ' now' },
    ])
    expect(parseInline('[x](data:text/html,hi)')).toEqual([{ kind: 'text', text: 'x' }])
    expect(parseInline('[x](//evil.example)')).toEqual([{ kind: 'text', text: 'x' }])
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: '<script>alert(1)</script>' }] },
    ])
    expect(safeHref('JavaScript:alert(1)')).toBeNull()
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a')
    expect(safeHref('tel:0730000000')).toBe('tel:0730000000')
  })
  it('keeps a tenant page with a <script> block and a javascript: link inert: the script stays text, the link its words', () => {
    // the security probe of issue 16 item 13: fixtures live here, not in a demo tenant's pages
    expect(
      parseMarkdown(
        'We support local clubs.\n\n<script>alert(1)</script>\n\nRead our [community report](javascript:alert(1)) for the year.',
      ),
    ).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: 'We support local clubs.' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: '<script>alert(1)</script>' }] },
      {
        kind: 'paragraph',
        children: [
          { kind: 'text', text: 'Read our ' },
          { kind: 'text', text: 'community report' },
          { kind: 'text', text: ' for the year.' },
        ],
      },
    ])
  })
  it('property: every link in any input is safe', () => {
    const hrefs = (inlines: readonly Inline[]): string[] =>
      inlines.flatMap((i) =>
        i.kind === 'link' ? [i.href, ...hrefs(i.children)] : i.kind === 'text' ? [] : hrefs(i.children),
      )
    const blockHrefs = (b: Block) => (b.kind === 'list' ? b.items.flatMap(hrefs) : hrefs(b.children))
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }),
        fc.constantFrom(
          'javascript:alert(1)',
          'JAVASCRIPT:x',
          ' javascript:x',
          'vbscript:x',
          'data:x',
          '/ok',
          'https://a.b',
        ),
        (text, href) => {
          for (const h of parseMarkdown(`${text} [a](${href}) ${text}`).flatMap(blockHrefs)) {
            expect(/^(https?:|mailto:|tel:|\/(?!\/)|#)/i.test(h)).toBe(true)
          }
        },
      ),
    )
  })
})
