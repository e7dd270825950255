import { useContext, type ReactElement, type ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { LinkScopeContext } from '../links/link-scope.ts'
import { keepingMarkup } from './render-alone.ts'
import { keptMarkupOf } from './kept-store.ts'
import { inPageContext } from './in-page-context.tsx'
import { cacheKey } from '@domain/kernel/cache-key.ts'

/**
 * The inner markup of a page part kept on the server per object it shows (a car, its location, a vehicle page's
 * similar cars, home's content: objects kept per site and stock version) and a small variant string, as a card's
 * is (../vehicle-card/card-markup.ts; how kept markup works: ./render-alone.ts).
 *
 * A vehicle page's gallery, specifications, location and similar cars are the same bytes for every view of that
 * car on that stock version, and much of the page's elements: rendering them anew on every view is wasted work.
 * The part's first render is React's own; its markup is made right after the page by rendering the same children
 * alone (inside the router and the page's link scope, the only providers a kept part may read: no `useId`, no
 * site context). The browser always renders the children and hydrates them against those bytes.
 */
const store = keptMarkupOf<object>('part')

const keptMarkup: (site: PublicSite, owner: object, variant: string) => string | undefined = createIsomorphicFn()
  .server((site: PublicSite, owner: object, variant: string) => store.read(site, owner, variant))
  .client(() => undefined)

const keepMarkup: (site: PublicSite, owner: object, variant: string, body: ReactElement) => void = createIsomorphicFn()
  .server((site: PublicSite, owner: object, variant: string, body: ReactElement) =>
    store.keep(site, owner, variant, body),
  )
  .client(() => {})

/** An element's content props: its kept markup when the server has it, else `children` (always in the browser). */
export type KeptContent = { children: ReactNode } | { dangerouslySetInnerHTML: { __html: string } }

/**
 * The content of a part showing `owner` (and what `variant` names of anything else it reads) on `site`: spread
 * the result onto the part's outer element. `children` must depend on nothing else; links in it read the page's
 * link scope, so the page's path is part of the variant. Outside a tenant's page (no site, router or link scope: a
 * component rendered alone in a test) nothing is kept.
 */
export function useKeptContent(
  site: PublicSite | undefined,
  owner: object,
  variant: string,
  children: ReactNode,
): KeptContent {
  const router = useRouter({ warn: false })
  const scope = useContext(LinkScopeContext)
  if (!keepingMarkup || !site || !router || scope?.site !== site) return { children }
  // the path comes from the address: a part of its own, never read as part of the variant (domain/kernel/cache-key.ts)
  const key = cacheKey([variant, scope.pathname])
  const html = keptMarkup(site, owner, key)
  if (html !== undefined) return { dangerouslySetInnerHTML: { __html: html } }
  keepMarkup(site, owner, key, inPageContext(router, scope, children))
  return { children }
}
