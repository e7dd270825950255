import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { contentPath } from '@application/content/content-view.ts'
import type { ContentAnswer } from '@application/content/content-page.ts'
import { requireTenant } from '../server/http/request-tenant.ts'
import { calledHere, type ServerCall } from './called-here.ts'

export type { ContentAnswer } from '@application/content/content-page.ts'

const asPath = (data: unknown): string =>
  contentPath(typeof data === 'string' ? data : ((data as { path?: unknown } | null)?.path ?? '/'))

/** The tenant's content for `path` (tenant.pages), from the request's Host. */
const contentPageHere = async ({ data, context }: ServerCall<string>): Promise<ContentAnswer> =>
  context.app.content.page(requireTenant(context), data)
const fetchContentPage = createServerFn({ method: 'GET' }).validator(asPath).handler(contentPageHere)
/** The browser calls the server function; the server's render calls the handler itself (called-here.ts). */
export const getContentPage = createIsomorphicFn()
  .client((options: { data: string }) => fetchContentPage(options))
  .server(calledHere(contentPageHere, asPath))

/** '{title} | {site name}', from the tenant's page title or the route's own. */
export const contentTitle = (answer: ContentAnswer | undefined, fallback: string): string =>
  answer ? `${answer.page?.title ?? fallback} | ${answer.siteName}` : fallback
