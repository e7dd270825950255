import { createServerFn } from '@tanstack/react-start'
import { getRequest, setResponseStatus } from '@tanstack/react-start/server'
import type { SiteContext } from '@application/site/site-context.ts'
import { keptValue } from '../caches/caches.ts'
import { currentHost } from '../server/http/request-tenant.ts'
import { requestOrigin } from '../server/http/request-origin.ts'
import { scriptedContext } from '../site/site-file.ts'
import { serverFunctionBase } from '../server/composition/process-environment.ts'

export type { DirectoryEntry, SiteContext } from '@application/site/site-context.ts'

type TenantContext = Extract<SiteContext, { kind: 'tenant' }>

/**
 * One context object per site and stock version (each is one object per tenant version; the wiring is the
 * process's): a page's root state names it by a marker and its content goes in a file written once per object
 * (site-script.tsx). Kept in web/caches/caches.ts.
 */
const keptContext = (context: TenantContext): TenantContext =>
  keptValue(context.site, ['site context', context.stock], () => scriptedContext(context))

/** Start's path for server function calls from the browser (the build names it). */
const SERVER_FN_BASE = serverFunctionBase()

/** The root loader's data: the site the request's host names (never anything the browser sends). */
export const getSiteContext = createServerFn({ method: 'GET' }).handler(async ({ context }): Promise<SiteContext> => {
  const request = getRequest()
  const answer = await context.app.siteContext(currentHost(), () => requestOrigin(request))
  if (answer.kind === 'unknown') setResponseStatus(404)
  if (answer.kind !== 'tenant') return answer
  // A page render gets the kept object (its page names the file); a call from the browser gets a copy, sent
  // whole in the answer, since that answer is no page naming the file.
  return new URL(request.url).pathname.startsWith(SERVER_FN_BASE) ? answer : keptContext(answer)
})

/**
 * The kept context a page of this host's tenant renders with now (its file is then written), or null when the
 * host names no tenant: for the route that serves the files (web/site/site-script.server.ts).
 */
export async function currentTenantContext(
  app: SiteContextSource,
  host: string | null,
  origin: () => string,
): Promise<TenantContext | null> {
  const answer = await app.siteContext(host, origin)
  return answer.kind === 'tenant' ? keptContext(answer) : null
}

interface SiteContextSource {
  siteContext(host: string | null, origin: () => string): Promise<SiteContext>
}
