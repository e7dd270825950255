import type { ReactElement, ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { NavItem } from '@domain/tenancy/site-config.schema.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import type { SiteNavigation } from '../../site/use-navigation.ts'
import { isCurrentLink } from '../links/SiteLink.tsx'
import { useLinkScope } from '../links/link-scope.ts'
import { keepingMarkup } from '../markup/render-alone.ts'
import { keptMarkupOf } from '../markup/kept-store.ts'
import { inPageContext } from '../markup/in-page-context.tsx'
import { cacheKey } from '@domain/kernel/cache-key.ts'
import { keptValue } from '../../caches/caches.ts'

/**
 * The header's and the footer's inner markup as the server rendered them, kept per tenant version (its navigation
 * object: one per site and stock summary, web/site/use-navigation.ts), part and variant, on the server only
 * (../markup/render-alone.ts). Every page of a site writes the same header and footer (menus, logo, locations, phone
 * numbers), and React rendered them on every view. Their links are the only parts that read the page's address
 * (`aria-current`), so the variant is the current path when one of the part's links leads there, else '': at most
 * one variant per link. Kept as the other kept parts are (../markup/kept-store.ts).
 */
const store = keptMarkupOf<SiteNavigation>('shell')

const keptMarkup: (site: PublicSite, navigation: SiteNavigation, key: string) => string | undefined =
  createIsomorphicFn()
    .server((site: PublicSite, navigation: SiteNavigation, key: string) => store.read(site, navigation, key))
    .client(() => undefined)

/** Keeps a part's inner markup: `body` is rendered alone once the current render is over. Once per part and variant. */
const keepMarkup: (site: PublicSite, navigation: SiteNavigation, key: string, body: ReactElement) => void =
  createIsomorphicFn()
    .server((site: PublicSite, navigation: SiteNavigation, key: string, body: ReactElement) =>
      store.keep(site, navigation, key, body),
    )
    .client(() => {})

/** The addresses a part links with a SiteLink (the ones that can be the current page), once per part and navigation. */
const partHrefs = (
  site: PublicSite,
  navigation: SiteNavigation,
  part: string,
  links: (navigation: SiteNavigation) => readonly string[],
): readonly string[] => keptValue(site, ['shell-links', navigation, part], () => links(navigation))

/** The addresses of menu items and their children. */
export const itemHrefs = (items: readonly NavItem[]): string[] =>
  [...items, ...items.flatMap((item) => item.children ?? [])].flatMap((item) => (item.href ? [item.href] : []))

/**
 * The props of a shell part's element: its children as React renders them, or on the server, once this part and
 * variant were rendered before on this tenant version, its kept markup. `links`: the addresses its SiteLinks lead to.
 */
export function useShellMarkup(
  site: PublicSite,
  navigation: SiteNavigation,
  part: string,
  links: (navigation: SiteNavigation) => readonly string[],
  body: ReactNode,
): { children: ReactNode } | { dangerouslySetInnerHTML: { __html: string } } {
  const scope = useLinkScope()
  const router = useRouter()
  if (!keepingMarkup || scope.site !== site) return { children: body }
  const variant = partHrefs(site, navigation, part, links).some((href) => isCurrentLink(scope, href))
    ? scope.pathname
    : ''
  const key = cacheKey([part, variant])
  const html = keptMarkup(site, navigation, key)
  if (html !== undefined) return { dangerouslySetInnerHTML: { __html: html } }
  keepMarkup(site, navigation, key, inPageContext(router, { site, pathname: variant }, body))
  return { children: body }
}
