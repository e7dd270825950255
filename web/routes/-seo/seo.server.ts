import type { Outcome } from '@application/kernel/outcome.ts'
import type { RequestContext } from '../../server/request-context.ts'
import { tenantOfRequest } from '../../server/http/request-tenant.ts'
import { requestOrigin } from '../../server/http/request-origin.ts'

const notFound = () =>
  new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/** A text file answer, or the plain 404 crawlers get on a host with no site. */
const fileAnswer = (outcome: Outcome<string>, headers: Record<string, string>): Response =>
  outcome.ok ? new Response(outcome.value, { headers }) : notFound()

/** Per-tenant robots.txt (tenant from the Host header; unknown host → 404). */
export function robotsResponse(context: RequestContext, request: Request): Response {
  const tenant = tenantOfRequest(context.app.tenants, request)
  return fileAnswer(context.app.content.seo.robots(tenant, requestOrigin(request)), {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'public, max-age=3600',
  })
}

/** Per-tenant sitemap (tenant from the Host header; unknown host → 404). */
export async function sitemapResponse(context: RequestContext, request: Request): Promise<Response> {
  const tenant = tenantOfRequest(context.app.tenants, request)
  return fileAnswer(await context.app.content.seo.sitemap(tenant, requestOrigin(request)), {
    'content-type': 'application/xml; charset=utf-8',
    'cache-control': 'public, max-age=900',
  })
}
