import { notFound } from '@tanstack/react-router'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { SiteContext } from '../../site/site-context.functions.ts'
import { seoHead, type HeadTags } from '../seo/seo-head.ts'
import { getContentView } from './content.functions.ts'
import type { ContentExtra, ContentView } from '@application/content/content-view.ts'

/**
 * Loader for a tenant content page: the view, or the root's 404 when the tenant has no such page
 * (`required`), or null on an unknown host (the root renders that one).
 */
export async function loadContent(path: string, options: { extras?: readonly ContentExtra[]; required?: boolean } = {}): Promise<ContentView | null> {
  const view = await getContentView({ data: { path, extras: options.extras ?? [] } })
  if (view && !view.page && options.required !== false) throw notFound()
  return view
}

/** The tenant's site from the root match (route `head` functions receive every match). */
export function siteOfMatches(matches: readonly { routeId: string; loaderData?: unknown }[]): SiteConfig | null {
  const root = matches.find((m) => m.routeId === '__root__')?.loaderData as SiteContext | undefined
  return root?.kind === 'tenant' ? root.site : null
}

export interface ContentHeadInput {
  readonly matches: readonly { routeId: string; loaderData?: unknown }[]
  readonly view: ContentView | null | undefined
  readonly path: string
  /** used when the tenant page has no title/description (e.g. the home page) */
  readonly title?: string
  readonly description?: string
  readonly image?: string | null
}

/** The content stylesheet, for routes that build their own head. */

/** Route head tags of a content page from its view, with the content stylesheet; only the stylesheet on an unknown host. */
export function contentHead({ matches, view, path, title, description, image }: ContentHeadInput): HeadTags {
  const site = siteOfMatches(matches)
  if (!site || !view) return { meta: [], links: [] }
  const tags = seoHead({
    site,
    origin: view.origin,
    path,
    title: view.page?.title ?? title ?? site.name,
    description: view.page?.description || description || site.tagline || site.name,
    image,
  })
  return { meta: tags.meta, links: tags.links }
}
