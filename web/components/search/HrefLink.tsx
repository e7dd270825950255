import type { ReactNode } from 'react'
import { Link } from 'react-aria-components/Link'

interface HrefLinkProps {
  readonly href: string
  readonly className?: string
  readonly children: ReactNode
  readonly 'aria-label'?: string | undefined
  readonly 'aria-current'?: 'page' | undefined
}

/**
 * A link to an internal address that carries a query string (listing filters, ?action=…, finance links).
 * The shell's router provider navigates it client-side with the address exactly as written; SiteLink's
 * router Link would take the query string for part of the path.
 */
export function HrefLink({ href, className, children, ...aria }: HrefLinkProps) {
  return (
    <Link href={href} className={className} {...aria}>
      {children}
    </Link>
  )
}
