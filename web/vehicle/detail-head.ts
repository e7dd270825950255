import type { VehicleDetail } from '@application/vehicles/vehicle-detail-view.ts'
import { detailHead } from '@application/vehicles/detail-head.ts'
import { siteOfMatches, type RootMatch } from '../site/root-match.ts'
import { keptValue } from '../caches/caches.ts'

/**
 * Heads per car object. A head is made from the car, the site, the page's addresses and its location's name alone,
 * and the car is the same object on every view while its stock version lasts (its public form is kept per car:
 * application/vehicles/vehicle-detail.ts), so the title, description, Open Graph tags and structured data are
 * worked out once, not on every view (web/caches/caches.ts).
 */

/** The detail page's head (nothing extra on its 404). */
export function detailRouteHead(detail: VehicleDetail | undefined, matches: readonly RootMatch[]) {
  const site = siteOfMatches(matches)
  if (!detail || !site) return {}
  const parts = [detail.pageUrl, detail.socialImageUrl ?? '', detail.listingPath, detail.location?.name ?? '']
  return keptValue(site, ['detail head', detail.car, ...parts], () => detailHead(detail, site))
}
