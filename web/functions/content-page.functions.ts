import { createServerFn } from '@tanstack/react-start'
import { contentPath } from '@application/content/content-view.ts'
import type { ContentAnswer } from '@application/content/content-page.ts'
import { requireTenant } from '../server/http/request-tenant.ts'

export type { ContentAnswer } from '@application/content/content-page.ts'

const asPath = (data: unknown): string =>
  contentPath(typeof data === 'string' ? data : ((data as { path?: unknown } | null)?.path ?? '/'))

/** The tenant's content for `path` (tenant.pages), from the request's Host. */
export const getContentPage = createServerFn({ method: 'GET' })
  .validator(asPath)
  .handler(async ({ data, context }): Promise<ContentAnswer> => context.app.content.page(requireTenant(context), data))

/** '{title} | {site name}', from the tenant's page title or the route's own. */
export const contentTitle = (answer: ContentAnswer | undefined, fallback: string): string =>
  answer ? `${answer.page?.title ?? fallback} | ${answer.siteName}` : fallback
