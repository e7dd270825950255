import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react'
import { Link, useRouter } from '@tanstack/react-router'
import { classifyLink } from '@domain/links/link-kind.ts'
import { shouldPrefetch } from '@domain/links/prefetch.ts'
import { useSite } from '../../site/use-site.ts'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode }

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented

/**
 * The one link component: applies the tenant's link rules (pages prefix, /blog → /news), opens maps and
 * external links in a new tab, and turns preloading off for the paths that must never be prefetched.
 * An internal address with a query string or anchor (finance links, preset filters) is navigated exactly as
 * written: the router's Link would read its query string as part of the path.
 */
export function SiteLink({ href, children, onClick, ...rest }: Props) {
  const site = useSite()
  const router = useRouter()
  const link = classifyLink(site, href)
  if (link.kind === 'internal' && !/[?#]/.test(link.href)) {
    return (
      <Link {...rest} onClick={onClick} to={link.href} preload={shouldPrefetch(site, link.href) ? 'intent' : false}>
        {children}
      </Link>
    )
  }
  if (link.kind === 'internal') {
    return (
      <a
        {...rest}
        href={link.href}
        onClick={(event) => {
          onClick?.(event)
          if (!plainClick(event)) return
          event.preventDefault()
          router.history.push(link.href)
        }}
      >
        {children}
      </a>
    )
  }
  return (
    <a {...rest} onClick={onClick} href={link.href} {...(link.newTab ? { target: '_blank', rel: link.rel ?? 'noopener' } : {})}>
      {children}
    </a>
  )
}
