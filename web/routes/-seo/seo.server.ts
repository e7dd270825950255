import type { Car } from '@domain/cars/car.schema.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { getServices } from '../../server/composition/composition.server.ts'
import { requestTenant } from '../../site/site-context.server.ts'
import { robotsTxt } from './robots.ts'
import { sitemapPaths, sitemapXml } from './sitemap.ts'

/**
 * The origin crawlers should see: the tenant's canonical URL in live mode; in demo and mock the request's own
 * origin, so `{slug}.localhost:3000` sitemaps link to pages that open.
 */
export function siteOrigin(tenant: Tenant, request: Request, live: boolean): string {
  if (live) return new URL(tenant.site.url).origin
  const url = new URL(request.url)
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host
  const proto = request.headers.get('x-forwarded-proto') ?? url.protocol.replace(/:$/, '')
  return `${proto}://${host}`
}

/** The tenant's listed cars, from the stock source (its stock rules already applied). */
function listedCars(tenant: Tenant): Promise<readonly Car[]> {
  return getServices().inventory.listed(tenant.site)
}

const notFound = () => new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })

export function robotsResponse(request: Request, tenant: Tenant | null = requestTenant()): Response {
  if (!tenant) return notFound()
  const origin = siteOrigin(tenant, request, getServices().mode === 'live')
  return new Response(robotsTxt(origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}

export async function sitemapResponse(request: Request, tenant: Tenant | null = requestTenant()): Promise<Response> {
  if (!tenant) return notFound()
  const live = getServices().mode === 'live'
  const xml = sitemapXml(siteOrigin(tenant, request, live), sitemapPaths(tenant, await listedCars(tenant)))
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=900' },
  })
}
