import { notFound, redirect } from '@tanstack/react-router'
import { siteOfMatches, type RootMatch } from '../site/root-match.ts'
import { getVehicleDetail } from './detail.functions.ts'
import { detailHead } from './detail-head.ts'
import type { VehicleDetail } from '@application/vehicles/vehicle-detail-view.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import type { VehicleDetailPageData } from './detail-page-data.ts'

/** Loads a detail page: 404 (a real one) for unknown/malformed/other tenants' slugs, 301 to the template's base. */
export async function loadDetailRoute(base: '/cars' | '/motorcycles' | '/campers', slug: string): Promise<VehicleDetailPageData> {
  const answer = await getVehicleDetail({ data: { base, slug } })
  if (answer.kind === 'not_found') throw notFound()
  if (answer.kind === 'moved') throw redirect({ href: answer.to, statusCode: 301 })
  return answer.detail
}


/**
 * Heads per car object. A head is made from the car, the site, the page's addresses and its location's name alone,
 * and the car is the same object on every view while its stock version lasts (its public form is kept per car:
 * application/vehicles/vehicle-detail.ts), so the title, description, Open Graph tags and structured data are
 * worked out once, not on every view. Weak: a car no longer kept takes its head with it.
 */
const heads = new WeakMap<object, { readonly site: PublicSite; readonly key: string; readonly head: ReturnType<typeof detailHead> }>()

/** The detail page's head (nothing extra on its 404). */
export function detailRouteHead(detail: VehicleDetail | undefined, matches: readonly RootMatch[]) {
  const site = siteOfMatches(matches)
  if (!detail || !site) return {}
  const key = `${detail.pageUrl} ${detail.socialImageUrl} ${detail.listingPath} ${detail.location?.name ?? ''}`
  const kept = heads.get(detail.car)
  if (kept && kept.site === site && kept.key === key) return kept.head
  const head = detailHead(detail, site)
  heads.set(detail.car, { site, key, head })
  return head
}

/** The options of the three detail routes (/cars/{slug}, /motorcycles/{slug}, /campers/{slug}); the page stays in the route file. */
export function detailRoute(base: '/cars' | '/motorcycles' | '/campers') {
  return {
    loader: ({ params }: { params: { slug: string } }) => loadDetailRoute(base, params.slug),
    head: ({ loaderData, matches }: { loaderData?: VehicleDetailPageData; matches: readonly RootMatch[] }) => detailRouteHead(loaderData, matches),
  }
}
