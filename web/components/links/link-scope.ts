import { createContext, useContext } from 'react'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'

/**
 * What every SiteLink of a page needs from the router: the tenant's site (its link rules) and the current path
 * (`aria-current`). The shell reads them once per page and hands them down (web/components/layout/SiteShell.tsx);
 * each link reading them through the router's store would be two store subscriptions per link, dozens per page.
 */
export interface LinkScope {
  readonly site: PublicSite
  readonly pathname: string
}

export const LinkScopeContext = createContext<LinkScope | null>(null)

/** The page's link scope; only inside a tenant's shell, as `useSite`. */
export function useLinkScope(): LinkScope {
  const scope = useContext(LinkScopeContext)
  if (!scope) throw new Error('SiteLink outside a tenant site')
  return scope
}
