import type { ReactNode } from 'react'
import { parseMarkdown, type Block, type Inline } from '../forms/content/markdown.ts'
import { SiteLink } from '../links/SiteLink.tsx'

/**
 * Tenant markdown as React elements. The parser (shared with the form pages) yields plain data, so raw HTML in a
 * page shows as text and never runs, and only http(s)/mailto/tel/same-site links survive; links go through
 * SiteLink so the site's link rules and prefetch exclusions apply.
 */
export function Markdown({ source, className = 'prose' }: { source: string; className?: string }) {
  return <div className={className}>{parseMarkdown(source).map(renderBlock)}</div>
}

function renderBlock(block: Block, key: number): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Tag = `h${block.level}` as const
      return <Tag key={key}>{renderInlines(block.children)}</Tag>
    }
    case 'paragraph':
      return <p key={key}>{renderInlines(block.children)}</p>
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{renderInlines(item)}</li>)
      return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>
    }
  }
}

function renderInlines(inlines: readonly Inline[]): ReactNode[] {
  return inlines.map((inline, i) => {
    switch (inline.kind) {
      case 'text':
        return inline.text
      case 'strong':
        return <strong key={i}>{renderInlines(inline.children)}</strong>
      case 'em':
        return <em key={i}>{renderInlines(inline.children)}</em>
      case 'link':
        return <SiteLink key={i} href={inline.href}>{renderInlines(inline.children)}</SiteLink>
    }
  })
}
