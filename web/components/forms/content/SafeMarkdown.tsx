import type { ReactNode } from 'react'
import { siteWording } from '@domain/tenancy/wording.ts'
import { useSite } from '../../../site/use-site.ts'
import { SiteLink } from '../../links/SiteLink.tsx'
import { parseMarkdown, type Block, type Inline } from '@domain/content/markdown.ts'
import { keptValue } from '../../../caches/caches.ts'

/**
 * Parsed once per text and tenant version (web/caches/caches.ts): a tenant's pages and form intros are a few dozen
 * texts that every view of them parses again otherwise. The parse is pure, and its blocks are only read.
 */
const parsedOf = (site: object, source: string): readonly Block[] =>
  keptValue(site, ['markdown', source], () => parseMarkdown(source))

function InlineNodes({ nodes }: { nodes: readonly Inline[] }): ReactNode {
  const site = useSite()
  return nodes.map((node, i) => {
    switch (node.kind) {
      // the tenant's wording ('used' cars read 'pre-owned' where the group says so; 'can be used as' stays)
      case 'text':
        // biome-ignore lint/suspicious/noArrayIndexKey: parsed from one fixed text, a node's position is its identity
        return <span key={i}>{siteWording(site, node.text)}</span>
      case 'strong':
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: parsed from one fixed text, a node's position is its identity
          <strong key={i}>
            <InlineNodes nodes={node.children} />
          </strong>
        )
      case 'em':
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: parsed from one fixed text, a node's position is its identity
          <em key={i}>
            <InlineNodes nodes={node.children} />
          </em>
        )
      case 'link':
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: parsed from one fixed text, a node's position is its identity
          <SiteLink key={i} href={node.href}>
            <InlineNodes nodes={node.children} />
          </SiteLink>
        )
    }
    return null
  })
}

/** Tenant markdown as React elements only: no raw HTML, only safe links (see markdown.ts), in the tenant's wording. */
export function SafeMarkdown({ source }: { source: string }) {
  return (
    <>
      {parsedOf(useSite(), source).map((block, i) => {
        if (block.kind === 'heading') {
          const Tag = `h${block.level}` as const
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: parsed from one fixed text, a node's position is its identity
            <Tag key={i}>
              <InlineNodes nodes={block.children} />
            </Tag>
          )
        }
        if (block.kind === 'paragraph')
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: parsed from one fixed text, a node's position is its identity
            <p key={i}>
              <InlineNodes nodes={block.children} />
            </p>
          )
        const List = block.ordered ? 'ol' : 'ul'
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: parsed from one fixed text, a node's position is its identity
          <List key={i}>
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: parsed from one fixed text, a node's position is its identity
              <li key={j}>
                <InlineNodes nodes={item} />
              </li>
            ))}
          </List>
        )
      })}
    </>
  )
}
