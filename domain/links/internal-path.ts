import type { SiteConfig } from '../tenancy/site-config.schema.ts'

type LinkSite = Pick<SiteConfig, 'links' | 'finance'>

const splitPath = (href: string): { path: string; rest: string } => {
  const at = href.search(/[?#]/)
  return at < 0 ? { path: href, rest: '' } : { path: href.slice(0, at), rest: href.slice(at) }
}

const under = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`)

/** The pre-approval page, or /finance on sites that redirect it (SPEC §2 Finance pages). */
export const preApprovalPath = (site: Pick<SiteConfig, 'finance'>): string =>
  site.finance.pre_approval_redirect ? '/finance' : '/finance-pre-approval'

/**
 * SPEC §2: an internal link as this site serves it. Drops a /pages/ prefix unless the site uses a pages path,
 * turns /blog into /news where configured, and sends pre-approval to /finance where configured.
 */
export function resolveInternalHref(site: LinkSite, href: string): string {
  let { path, rest } = splitPath(href)
  if (!site.links.uses_pages_path && under(path, '/pages')) path = path.slice('/pages'.length) || '/'
  if (site.links.blog_to_news && under(path, '/blog')) path = `/news${path.slice('/blog'.length)}`
  if (site.finance.pre_approval_redirect && under(path, '/finance-pre-approval')) path = '/finance'
  return path + rest
}
