import { useState, type ReactNode } from 'react'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { pageHydrated } from '../../client/page-hydrated.ts'
import { useKeptContent } from '../markup/kept-part.tsx'

/** True while the page's first hydration runs (in the browser). */
const hydratingPage = (): boolean => typeof document !== 'undefined' && !pageHydrated()

/**
 * A block of plain markup (no handlers, no state inside) that the browser keeps as the server sent it: React takes
 * its inner HTML as it stands instead of hydrating it node by node, which spares a phone's main thread that work
 * while the page starts. The markup is read from the page, so should React ever render the page afresh (after a
 * hydration error) the block keeps its content. A block that mounts after the page has hydrated (a client-side
 * visit to another car) renders its children as usual; give it a key that changes with what it shows, so new
 * content mounts a new block. On the server its markup is kept per `owner`, the object it shows
 * (../markup/kept-part.tsx): the children must depend on that object alone.
 */
export function StaticMarkup({
  id,
  className,
  site,
  owner,
  children,
}: {
  id: string
  className?: string
  site: PublicSite
  owner: object
  children: ReactNode
}) {
  const [kept] = useState(() => (hydratingPage() ? (document.getElementById(id)?.innerHTML ?? null) : null))
  const content = useKeptContent(site, owner, id, children)
  if (kept === null) return <div id={id} className={className} {...content} />
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup the server rendered into this element, kept as it is while hydrating
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: kept }} suppressHydrationWarning />
}
