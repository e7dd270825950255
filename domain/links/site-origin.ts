import type { SiteConfig } from '../tenancy/site-config.schema.ts'

/** The site's origin without a trailing slash, for absolute URLs in structured data and Open Graph. */
export const siteOrigin = (site: Pick<SiteConfig, 'url'>): string => site.url.replace(/\/+$/, '')
