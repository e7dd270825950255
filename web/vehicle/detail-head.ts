import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import type { VehicleDetail } from '@application/vehicles/vehicle-detail-view.ts'
import { detailHead } from '@application/vehicles/detail-head.ts'
import { siteOfMatches, type RootMatch } from '../site/root-match.ts'

/**
 * Heads per car object. A head is made from the car, the site, the page's addresses and its location's name alone,
 * and the car is the same object on every view while its stock version lasts (its public form is kept per car:
 * application/vehicles/vehicle-detail.ts), so the title, description, Open Graph tags and structured data are
 * worked out once, not on every view. Weak: a car no longer kept takes its head with it.
 */
const heads = new WeakMap<
  object,
  { readonly site: PublicSite; readonly key: string; readonly head: ReturnType<typeof detailHead> }
>()

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
