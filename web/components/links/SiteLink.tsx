import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { classifyLink } from '@domain/links/link-kind.ts'
import { shouldPrefetch } from '@domain/links/prefetch.ts'
import { useSite } from '../../site/use-site.ts'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode }

/**
 * The one link component: applies the tenant's link rules (pages prefix, /blog → /news), opens maps and
 * external links in a new tab, and turns preloading off for the paths that must never be prefetched.
 */
export function SiteLink({ href, children, ...rest }: Props) {
  const site = useSite()
  const link = classifyLink(site, href)
  if (link.kind === 'internal') {
    return (
      <Link {...rest} to={link.href} preload={shouldPrefetch(site, link.href) ? 'intent' : false}>
        {children}
      </Link>
    )
  }
  return (
    <a {...rest} href={link.href} {...(link.newTab ? { target: '_blank', rel: link.rel ?? 'noopener' } : {})}>
      {children}
    </a>
  )
}
