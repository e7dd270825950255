import { createServerFn } from '@tanstack/react-start'
import type { ContentPage } from '@domain/tenancy/tenant.schema.ts'
import { requireTenant } from './site-context.server.ts'

const asPath = (data: unknown): string => {
  const raw = typeof data === 'string' ? data : typeof (data as { path?: unknown })?.path === 'string' ? (data as { path: string }).path : '/'
  // the same path shape tenant pages use; anything else cannot match one
  const path = raw.length > 1 ? raw.replace(/\/+$/, '') : raw
  return /^\/[a-z0-9\-/]*$/.test(path) ? path : '/'
}

export interface ContentAnswer {
  /** the tenant's content for the path, or null when it has none */
  readonly page: ContentPage | null
  /** for page titles ('{title} | {site name}') */
  readonly siteName: string
}

/** The tenant's content for `path` (tenant.pages), from the request's Host. */
export const getContentPage = createServerFn({ method: 'GET' })
  .validator(asPath)
  .handler(async ({ data }): Promise<ContentAnswer> => {
    const tenant = requireTenant()
    return { page: tenant.pages.find((p) => p.path === data) ?? null, siteName: tenant.site.name }
  })

/** '{title} | {site name}', from the tenant's page title or the route's own. */
export const contentTitle = (answer: ContentAnswer | undefined, fallback: string): string =>
  answer ? `${answer.page?.title ?? fallback} | ${answer.siteName}` : fallback
