import { createServerFn } from '@tanstack/react-start'
import { getRequest, setResponseStatus } from '@tanstack/react-start/server'
import type { SiteContext } from '@application/site/site-context.ts'
import { currentHost } from '../server/http/request-tenant.ts'
import { requestOrigin } from '../server/http/request-origin.ts'

export type { DirectoryEntry, SiteContext } from '@application/site/site-context.ts'

/** The root loader's data: the site the request's host names (never anything the browser sends). */
export const getSiteContext = createServerFn({ method: 'GET' }).handler(async ({ context }): Promise<SiteContext> => {
  const answer = await context.app.siteContext(currentHost(), () => requestOrigin(getRequest()))
  if (answer.kind === 'unknown') setResponseStatus(404)
  return answer
})
