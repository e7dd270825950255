import { isListed } from '@domain/stock/stock-filter.ts'
import type { Car } from '@domain/cars/car.schema.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { getServices } from '../../server/composition.server.ts'
import { requestTenant } from '../../site/site-context.server.ts'
import { demoCars } from '../-images/demo-stock.server.ts'
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

/**
 * TODO(merge): `inventory.listed(site)` from the composition root. Until it is wired, demo and mock read the
 * generated stock through the same stock rules, and live lists no cars rather than invented ones.
 */
async function listedCars(tenant: Tenant, live: boolean): Promise<readonly Car[]> {
  if (live) return []
  const now = Date.now()
  return demoCars(tenant).filter((car) => isListed(car, tenant.site, now))
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
  const xml = sitemapXml(siteOrigin(tenant, request, live), sitemapPaths(tenant, await listedCars(tenant, live)))
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=900' },
  })
}
