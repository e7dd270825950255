import type { NewsPost, Tenant } from '../tenancy/tenant.schema.ts'
import type { SiteConfig } from '../tenancy/site-config.schema.ts'
import { resolveInternalHref } from './internal-path.ts'

/** Where a site's news lives: its blog path as its link rules serve it (/blog → /news where the site renames it). */
export const newsPath = (site: Pick<SiteConfig, 'blogs' | 'links' | 'finance'>): string =>
  resolveInternalHref(site, site.blogs.path)

/** A site shows news (its page and every link to it) only when its blogs config is on and it has posts. */
export const hasNews = (tenant: Pick<Tenant, 'site' | 'posts'>): boolean =>
  tenant.site.blogs.enabled && (tenant.posts ?? []).length > 0

/**
 * The site as pages see it: `blogs.enabled` only where there are posts to show, so a site with its blog switched on
 * (in its file, or in live mode the dashboard's blogs config) but no posts links to no empty page.
 */
export const siteWithNews = (tenant: Pick<Tenant, 'site' | 'posts'>): SiteConfig =>
  hasNews(tenant) === tenant.site.blogs.enabled
    ? tenant.site
    : { ...tenant.site, blogs: { ...tenant.site.blogs, enabled: false } }

/** Posts newest first (same day: by title). */
export const newestFirst = (posts: readonly NewsPost[]): NewsPost[] =>
  [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title))
