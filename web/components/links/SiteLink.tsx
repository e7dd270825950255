import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { classifyLink } from '@domain/links/link-kind.ts'
import { shouldPrefetch } from '@domain/links/prefetch.ts'
import { keptValue } from '../../caches/caches.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { type LinkScope, useLinkScope } from './link-scope.ts'
import { appNavigableClick } from '../../client/app-click.ts'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode }

const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  appNavigableClick(event) && (!event.currentTarget.target || event.currentTarget.target === '_self')

type NavigateOptions = Parameters<ReturnType<typeof useRouter>['navigate']>[0]

interface Target {
  readonly link: ReturnType<typeof classifyLink>
  /** an internal address without a query string or anchor: the route's own, so it can be current and preloaded */
  readonly exact: boolean
  readonly preload: boolean
}

/**
 * Where each address of a site leads, worked out once per site object (a tenant version) and address on the server
 * (web/caches/caches.ts): the same header, footer and card links are on every page.
 */
function targetOf(site: PublicSite, href: string): Target {
  return keptValue(site, ['link target', href], () => {
    const link = classifyLink(site, href)
    const exact = link.kind === 'internal' && !/[?#]/.test(link.href)
    // an address with a query string or anchor is not preloaded (its search is not the route's own)
    return { link, exact, preload: exact && shouldPrefetch(site, link.href) }
  })
}

/**
 * The one link component: applies the tenant's link rules (pages prefix, /blog → /news), opens maps and
 * external links in a new tab, and turns preloading off for the paths that must never be prefetched.
 * An internal address with a query string or anchor (finance links, preset filters) is navigated exactly as
 * written: the router's Link would read its query string as part of the path.
 *
 * Internal links are plain anchors that navigate and preload through the router themselves, as the router's Link
 * does (a plain click navigates in place, hover, focus or touch preloads the route, the current page is
 * `aria-current="page"`): a page has dozens of links, and the Link's location building and hooks per link would be
 * a large part of a page's server render.
 */
export function SiteLink({ href, children, onClick, onMouseEnter, onFocus, onTouchStart, ...rest }: Props) {
  const { site, pathname } = useLinkScope()
  const router = useRouter()
  const { link, exact, preload } = targetOf(site, href)
  // an address no link may have (data:, javascript:…: domain/links/safe-href.ts) shows its text, without a link
  if (link.kind === 'refused') return <span className={rest.className}>{children}</span>
  if (link.kind !== 'internal') {
    return (
      <a
        {...rest}
        onClick={onClick}
        onMouseEnter={onMouseEnter}
        onFocus={onFocus}
        onTouchStart={onTouchStart}
        href={link.href}
        {...(link.newTab ? { target: '_blank', rel: link.rel ?? 'noopener' } : {})}
      >
        {children}
      </a>
    )
  }
  const intent = (handler?: (event: never) => void) => (event: never) => {
    handler?.(event)
    if (preload) router.preloadRoute({ to: link.href } as NavigateOptions).catch(() => undefined)
  }
  return (
    <a
      {...rest}
      href={link.href}
      {...(exact && pathname === link.href ? { 'aria-current': 'page' as const, 'data-status': 'active' } : {})}
      onMouseEnter={intent(onMouseEnter)}
      onFocus={intent(onFocus)}
      onTouchStart={intent(onTouchStart)}
      onClick={(event) => {
        onClick?.(event)
        if (!plainClick(event)) return
        event.preventDefault()
        if (exact) void router.navigate({ to: link.href } as NavigateOptions)
        else router.history.push(link.href)
      }}
    >
      {children}
    </a>
  )
}

/** Whether a SiteLink to `href` marks itself the current page (`aria-current`) in `scope`. */
export function isCurrentLink(scope: LinkScope, href: string): boolean {
  const { link, exact } = targetOf(scope.site, href)
  return link.kind === 'internal' && exact && scope.pathname === link.href
}
