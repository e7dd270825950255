import { isSafeHref } from '../links/safe-href.ts'
/**
 * A tiny markdown reader for tenant content pages: headings, paragraphs, bullet and numbered lists, bold, italics
 * and links. It produces plain data that React renders as elements, so raw HTML in a page shows as text and never
 * runs; links are kept only for http(s), mailto, tel and same-site paths (no javascript: or data: URLs).
 */
export type Inline =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'strong'; readonly children: readonly Inline[] }
  | { readonly kind: 'em'; readonly children: readonly Inline[] }
  | { readonly kind: 'link'; readonly href: string; readonly children: readonly Inline[] }

export type Block =
  | { readonly kind: 'heading'; readonly level: 2 | 3 | 4 | 5 | 6; readonly children: readonly Inline[] }
  | { readonly kind: 'paragraph'; readonly children: readonly Inline[] }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: readonly (readonly Inline[])[] }

/** A link target that is safe to render, or null. */
export function safeHref(raw: string): string | null {
  const href = raw.trim()
  if (!isSafeHref(href)) return null
  if (/^(https?:|mailto:|tel:)/i.test(href)) return /[\s<>"]/.test(href) ? null : href
  if (/^\/(?!\/)/.test(href) || href.startsWith('#')) return /[\s<>"\\]/.test(href) ? null : href
  return null
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = []
  let buffer = ''
  const flush = () => {
    if (buffer) out.push({ kind: 'text', text: buffer })
    buffer = ''
  }
  let i = 0
  while (i < text.length) {
    const rest = text.slice(i)
    const strong = /^\*\*(.+?)\*\*/.exec(rest)
    if (strong) {
      flush()
      out.push({ kind: 'strong', children: parseInline(strong[1]!) })
      i += strong[0].length
      continue
    }
    const em = /^\*([^*\s][^*]*?)\*/.exec(rest) ?? /^_([^_\s][^_]*?)_/.exec(rest)
    if (em) {
      flush()
      out.push({ kind: 'em', children: parseInline(em[1]!) })
      i += em[0].length
      continue
    }
    // a target may hold one level of balanced parentheses, as in javascript:alert(1), so no stray ')' is left
    const link = /^\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/.exec(rest)
    if (link) {
      flush()
      const href = safeHref(link[2]!)
      if (href) out.push({ kind: 'link', href, children: parseInline(link[1]!) })
      else out.push(...parseInline(link[1]!))
      i += link[0].length
      continue
    }
    buffer += text[i]
    i++
  }
  flush()
  return out
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = []
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  let paragraph: string[] = []
  // held in an object so the closures below and the loop see the same, mutable list
  const open: { list: { ordered: boolean; items: Inline[][] } | null } = { list: null }
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) })
    paragraph = []
  }
  const endList = () => {
    if (open.list) blocks.push({ kind: 'list', ordered: open.list.ordered, items: open.list.items })
    open.list = null
  }
  for (const raw of lines) {
    const line = raw.trim()
    if (line === '') {
      endParagraph()
      endList()
      continue
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line)
    if (heading) {
      endParagraph()
      endList()
      // the page title is the h1, so content headings start at h2
      const level = Math.min(6, Math.max(2, heading[1]!.length)) as 2 | 3 | 4 | 5 | 6
      blocks.push({ kind: 'heading', level, children: parseInline(heading[2]!.replace(/\s#+$/, '')) })
      continue
    }
    const bullet = /^[-*+]\s+(.*)$/.exec(line)
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line)
    if (bullet || numbered) {
      endParagraph()
      const ordered = !!numbered
      if (!open.list || open.list.ordered !== ordered) {
        endList()
        open.list = { ordered, items: [] }
      }
      open.list.items.push(parseInline((bullet ?? numbered)![1]!))
      continue
    }
    endList()
    paragraph.push(line)
  }
  endParagraph()
  endList()
  return blocks
}
