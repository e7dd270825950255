import type { PublicSite } from '../tenancy/public-site.schema.ts'
import { resolveInternalHref } from '../links/internal-path.ts'
import { socialImageUrl } from '../images/image-request.ts'

export interface SeoInput {
  readonly site: Pick<PublicSite, 'name' | 'logo' | 'links' | 'finance' | 'locale'>
  /** the page's own title; the site name is appended unless it is already in it */
  readonly title: string
  readonly description: string
  /** the path as requested; the canonical applies the site's link rules to it */
  readonly path: string
  /** a site-relative or absolute picture; rewritten to the optimiser's 1200×630 social variant */
  readonly image?: string | null
  /** scheme + host the canonical and og:url use (the tenant URL live, the request origin in demo) */
  readonly origin: string
  /** og:type, 'website' unless told */
  readonly type?: string
}

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string }

export interface HeadTags {
  readonly meta: MetaTag[]
  readonly links: { rel: string; href: string }[]
}

export const DESCRIPTION_LIMIT = 160

/** The full `<title>`: page title then the site name, once. */
export function pageTitle(title: string, siteName: string): string {
  const clean = title.trim()
  if (clean === '') return siteName
  return clean.toLowerCase().includes(siteName.toLowerCase()) ? clean : `${clean} | ${siteName}`
}

/** One line, at most 160 characters, cut on a word with an ellipsis. */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= DESCRIPTION_LIMIT) return line
  const cut = line.slice(0, DESCRIPTION_LIMIT - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`
}

/** Absolute canonical URL of a path as the site serves it (link rules applied, query and fragment dropped). */
export function canonicalUrl(site: SeoInput['site'], origin: string, path: string): string {
  const served = resolveInternalHref(site, path).split(/[?#]/)[0] ?? '/'
  const trimmed = served.length > 1 ? served.replace(/\/+$/, '') : served
  return `${origin.replace(/\/+$/, '')}${trimmed.startsWith('/') ? trimmed : `/${trimmed}`}`
}

/** Absolute 1200×630 social card URL of a picture (the site logo when the page has none). */
export function socialImage(site: SeoInput['site'], origin: string, image?: string | null): string {
  const source = image && image.trim() !== '' ? image : site.logo.primary
  return socialImageUrl(source, origin.replace(/\/+$/, ''))
}

const OG_LOCALE: Record<string, string> = { 'en-AU': 'en_AU', 'en-NZ': 'en_NZ', 'en-US': 'en_US' }

/**
 * Route `head` tags for a page: title, description, canonical, Open Graph and Twitter card. Routes spread
 * the result into their `head` return value.
 */
export function seoHead(input: SeoInput): HeadTags {
  const title = pageTitle(input.title, input.site.name)
  const description = metaDescription(input.description || title)
  const url = canonicalUrl(input.site, input.origin, input.path)
  const image = socialImage(input.site, input.origin, input.image)
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: input.type ?? 'website' },
      { property: 'og:site_name', content: input.site.name },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:locale', content: OG_LOCALE[input.site.locale.language] ?? 'en_AU' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
    ],
    links: [{ rel: 'canonical', href: url }],
  }
}
