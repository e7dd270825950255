import { notFound, redirect } from '@tanstack/react-router'
import type { RootMatch } from '../site/root-match.ts'
import { getVehicleDetail } from '../functions/vehicle-detail.functions.ts'
import type { VehicleDetailPageData } from './detail-page-data.ts'

/** Loads a detail page: 404 (a real one) for unknown/malformed/other tenants' slugs, 301 to the template's base. */
export async function loadDetailRoute(
  base: '/cars' | '/motorcycles' | '/campers',
  slug: string,
): Promise<VehicleDetailPageData> {
  const answer = await getVehicleDetail({ data: { base, slug } })
  if (answer.kind === 'not_found') throw notFound()
  if (answer.kind === 'moved') throw redirect({ href: answer.to, statusCode: 301 })
  return answer.detail
}

/**
 * The options of the three detail routes (/cars/{slug}, /motorcycles/{slug}, /campers/{slug}); the page stays in the
 * route file. The head (description, Open Graph, JSON-LD) is fetched with the page's own file (`vehicle-page` in
 * vite.config.ts): this module is in the app's first chunk, which every page loads, and the router awaits a head,
 * which it computes once the route's files are in (so in the browser the import costs no request of its own).
 */
export function detailRoute(base: '/cars' | '/motorcycles' | '/campers') {
  return {
    loader: ({ params }: { params: { slug: string } }) => loadDetailRoute(base, params.slug),
    head: async ({ loaderData, matches }: { loaderData?: VehicleDetailPageData; matches: readonly RootMatch[] }) =>
      (await detailHeadModule()).detailRouteHead(loaderData, matches),
  }
}

/**
 * The head's module, asked for once (a dynamic import per view would be a module map look-up and promises each time,
 * as the listing's: web/search/listing-route.ts), and again after a failed fetch of it in the browser.
 */
let headModule: Promise<typeof import('./detail-head.ts')> | undefined
const detailHeadModule = () =>
  (headModule ??= import('./detail-head.ts').catch((error: unknown) => {
    headModule = undefined
    throw error
  }))
