import type { Tenant } from '@domain/tenancy/tenant.schema.ts'

/**
 * Which origin canonical, Open Graph, robots and sitemap URLs use: the tenant's own URL ('tenant', live), or the
 * origin the request came in on ('request', demo and mock, so `{slug}.localhost:3000` links open). The
 * composition root chooses it; features never look at the preset.
 */
export type CanonicalOrigin = 'tenant' | 'request'

/** The origin a tenant's absolute URLs use, given the request's own origin (scheme + host as the browser sent it). */
export type PageOrigin = (tenant: Pick<Tenant, 'site'>, requestOrigin: string) => string

export function createPageOrigin(setting: CanonicalOrigin): PageOrigin {
  return (tenant, requestOrigin) => (setting === 'tenant' ? new URL(tenant.site.url).origin : requestOrigin)
}
