import { FORM_PAGES } from '../forms/form-pages.ts'

/** Pages this app owns with their own routes (besides the form pages). */
const OWN_PAGE_PATHS = ['/special-offers', '/faqs', '/our-locations', '/reviews'] as const

/** Paths served by their own routes (form pages and the pages this app owns), never by the /pages/ catch. */
export const FORM_PAGE_PATHS: readonly string[] = [...Object.keys(FORM_PAGES), ...OWN_PAGE_PATHS]

export type PagesSlugTarget =
  | { readonly kind: 'route'; readonly path: string }
  | { readonly kind: 'content'; readonly path: string; readonly slug: string }

/** Where /pages/{slug} goes: a page with its own route, else the tenant content page at /{slug}. */
export function pagesSlugTarget(rawSlug: string): PagesSlugTarget {
  const slug = rawSlug.toLowerCase()
  const path = `/${slug}`
  return FORM_PAGE_PATHS.includes(path) ? { kind: 'route', path } : { kind: 'content', path, slug }
}
