import type { MouseEvent, ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { appNavigableClick as plainClick } from '../../client/app-click.ts'

interface HrefLinkProps {
  readonly href: string
  readonly className?: string
  readonly children: ReactNode
  readonly 'aria-label'?: string | undefined
  readonly 'aria-current'?: 'page' | undefined
  /**
   * a click before the page has hydrated is held, not followed (the head's guard: search/hold-early-click.ts), for a
   * link whose address the shopper's choices change: the link's owner follows it once the app has them
   */
  readonly holdEarlyClick?: boolean
}

type Router = ReturnType<typeof useRouter>

/**
 * One click handler for every plain internal anchor inside an element (a vehicle card's actions): a plain click on
 * an `<a href="/…">` without a target navigates client-side with the address exactly as written, as HrefLink does;
 * anything else (modified clicks, new tabs, other origins, links that handled it themselves) is left to the browser.
 * The anchors stay real links (keyboard, new tab, crawlers, a click before the app has loaded); only their per-link
 * handlers and hooks are saved.
 */
export function navigateAnchorClicks(router: Router) {
  return (event: MouseEvent<HTMLElement>) => {
    if (!plainClick(event) || !(event.target instanceof Element)) return
    const anchor = event.target.closest('a')
    if (!anchor || !event.currentTarget.contains(anchor) || anchor.target) return
    const href = anchor.getAttribute('href')
    if (!href?.startsWith('/') || href.startsWith('//')) return
    event.preventDefault()
    router.history.push(href)
  }
}

/**
 * A link to an internal address that carries a query string (listing filters, ?action=…, finance links): a
 * native anchor (keyboard, new tab, crawlers) that a plain click navigates client-side with the address exactly
 * as written. SiteLink's router Link would take the query string for part of the path. Kept to a bare anchor:
 * a listing page renders well over a hundred of these, and the server renders each one.
 */
export function HrefLink({ href, className, children, holdEarlyClick = false, ...aria }: HrefLinkProps) {
  const router = useRouter()
  return (
    <a
      href={href}
      className={className}
      data-hold-early-click={holdEarlyClick ? '' : undefined}
      {...aria}
      onClick={(event) => {
        if (!plainClick(event)) return
        event.preventDefault()
        router.history.push(href)
      }}
    >
      {children}
    </a>
  )
}
