import { notFound, redirect } from '@tanstack/react-router'
import { siteOfMatches, type RootMatch } from '../site/root-match.ts'
import { getVehicleDetail } from './detail.functions.ts'
import { detailHead } from './detail-head.ts'
import type { VehicleDetail } from '@application/vehicles/vehicle-detail-view.ts'
import type { VehicleDetailPageData } from './detail-page-data.ts'

/** Loads a detail page: 404 (a real one) for unknown/malformed/other tenants' slugs, 301 to the template's base. */
export async function loadDetailRoute(base: '/cars' | '/motorcycles' | '/campers', slug: string): Promise<VehicleDetailPageData> {
  const answer = await getVehicleDetail({ data: { base, slug } })
  if (answer.kind === 'not_found') throw notFound()
  if (answer.kind === 'moved') throw redirect({ href: answer.to, statusCode: 301 })
  return answer.detail
}


/** The detail page's head (nothing extra on its 404). */
export function detailRouteHead(detail: VehicleDetail | undefined, matches: readonly RootMatch[]) {
  const site = siteOfMatches(matches)
  if (!detail || !site) return {}
  return detailHead(detail, site)
}

/** The options of the three detail routes (/cars/{slug}, /motorcycles/{slug}, /campers/{slug}); the page stays in the route file. */
export function detailRoute(base: '/cars' | '/motorcycles' | '/campers') {
  return {
    loader: ({ params }: { params: { slug: string } }) => loadDetailRoute(base, params.slug),
    head: ({ loaderData, matches }: { loaderData?: VehicleDetailPageData; matches: readonly RootMatch[] }) => detailRouteHead(loaderData, matches),
  }
}
