import { notFound } from '@tanstack/react-router'
import { siteOfMatches } from '../../site/root-match.ts'
import { seoHead, type HeadTags } from '@domain/seo/seo-head.ts'
import { keptValue } from '../../caches/caches.ts'
import { getContentView } from '../../functions/content.functions.ts'
import type { ContentExtra, ContentView } from '@application/content/content-view.ts'
import { contentTitle, getContentPage, type ContentAnswer } from '../../functions/content-page.functions.ts'
import { financeSearch } from '@domain/links/finance-search.ts'
import type { FileRoutesByPath } from '@tanstack/react-router'
import { formPageOf, type FormPagePath } from '@domain/forms/form-pages.ts'

// Route `loader` and `head` code runs eagerly with the route tree: this module imports no component.

/**
 * Every form page has its route file (web/routes/): a path in the list without one is named in the type-check's
 * error here. The route files are the framework's (file-based routing), so the list cannot make them.
 */
type Unrouted = Exclude<FormPagePath, keyof FileRoutesByPath>
export const EVERY_FORM_PAGE_ROUTED: [Unrouted] extends [never] ? true : { readonly withoutRoute: Unrouted } = true

/**
 * Loader for a tenant content page: the view, or the root's 404 when the tenant has no such page
 * (`required`), or null on an unknown host (the root renders that one).
 */
export async function loadContent(
  path: string,
  options: { extras?: readonly ContentExtra[]; required?: boolean } = {},
): Promise<ContentView | null> {
  const view = await getContentView({ data: { path, extras: options.extras ?? [] } })
  if (view && !view.page && options.required !== false) throw notFound()
  return view
}

export interface ContentHeadInput {
  readonly matches: readonly { routeId: string; loaderData?: unknown }[]
  readonly view: Pick<ContentView, 'origin' | 'page'> | null | undefined
  readonly path: string
  /** used when the tenant page has no title/description (e.g. the home page) */
  readonly title?: string
  readonly description?: string
  readonly image?: string | null
}

/**
 * Heads per site object (one per tenant version) and what a head is made of: a content page's head is the same on
 * every view of that version, so its canonical, social image and tags are worked out once (web/caches/caches.ts;
 * the origin is the request's in demo mode); the router only reads a head.
 */

/** Route head tags of a content page from its view, with the content stylesheet; only the stylesheet on an unknown host. */
export function contentHead({ matches, view, path, title, description, image }: ContentHeadInput): HeadTags {
  const site = siteOfMatches(matches)
  if (!site || !view) return { meta: [], links: [] }
  const input = {
    site,
    origin: view.origin,
    path,
    title: view.page?.title ?? title ?? site.name,
    description: view.page?.description || description || site.tagline || site.name,
    image,
  }
  return keptValue(site, ['content head', input.origin, path, input.title, input.description, image ?? ''], () => {
    const tags = seoHead(input)
    return { meta: tags.meta, links: tags.links }
  })
}

type Matches = ContentHeadInput['matches']

export interface ContentRouteOptions {
  /** the tenant page shown, when it is not the route's own path (/pages/about-us shows /about-us) */
  readonly content?: string
  readonly extras?: readonly ContentExtra[]
  /** false: the page shows without tenant content (default: the tenant's 404 without it) */
  readonly required?: boolean
  /** the title and description when the tenant page has none */
  readonly title?: string
  readonly description?: string
}

/**
 * Loader and head of the content page at `path`, for `createFileRoute(path)({ ...contentRoute(path), component })`:
 * the routes differ only in these data, and the component (kept beside them, so the page's code is split off) reads
 * the view from its match.
 */
export function contentRoute(path: string, options: ContentRouteOptions = {}) {
  return {
    loader: () => loadContent(options.content ?? path, options),
    head: ({ matches, loaderData }: { matches: Matches; loaderData?: ContentView | null }) =>
      contentHead({ matches, view: loaderData, path, title: options.title, description: options.description }),
  }
}

/** Loader and head of the form page at `path` (FORM_PAGES): the tenant's content for the path, titled by it. */
export function formPageRoute(path: FormPagePath | `/pages${FormPagePath}`) {
  const form = formPageOf(path)
  return {
    loader: () => getContentPage({ data: path }),
    head: ({ loaderData }: { loaderData?: ContentAnswer }) => ({
      // every page has a description for search results: the tenant's, else the form's own introduction
      meta: [
        { title: contentTitle(loaderData, form.title) },
        {
          name: 'description',
          content: loaderData?.page?.description ?? form.intro ?? `${form.title} with ${loaderData?.siteName ?? 'us'}.`,
        },
      ],
    }),
  }
}

/** A finance form page: the form page's loader and head, and the finance link parameters as its search. */
export function financePageRoute(path: FormPagePath) {
  return { validateSearch: financeSearch, ...formPageRoute(path) }
}
