import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { classifyLink } from '@domain/links/classify-link.ts'
import { useSite } from '../../site/use-site.ts'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode }

/**
 * The one link component: applies the tenant's link rules (pages prefix, /blog → /news), opens maps and
 * external links in a new tab, and turns preloading off for the paths that must never be prefetched.
 */
export function SiteLink({ href, children, ...rest }: Props) {
  const site = useSite()
  const link = classifyLink(href, site)
  if (link.kind === 'internal') {
    return (
      <Link {...rest} to={link.href} preload={link.prefetch ? 'intent' : false}>
        {children}
      </Link>
    )
  }
  const newTab = link.kind === 'maps' || link.kind === 'external'
  return (
    <a {...rest} href={link.href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}
