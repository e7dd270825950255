import type { ContentPage, Tenant } from '@domain/tenancy/tenant.schema.ts'

export interface ContentAnswer {
  /** the tenant's content for the path, or null when it has none */
  readonly page: ContentPage | null
  /** for page titles ('{title} | {site name}') */
  readonly siteName: string
}

/** The tenant's content for a page path (tenant.pages), with the site name page titles end with. */
export function contentPage(tenant: Pick<Tenant, 'pages' | 'site'>, path: string): ContentAnswer {
  return { page: tenant.pages.find((p) => p.path === path) ?? null, siteName: tenant.site.name }
}
