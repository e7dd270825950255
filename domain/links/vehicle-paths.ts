import type { Template, SiteConfig } from '../tenancy/site-config.schema.ts'
import { sellsOnline } from '../tenancy/feature-flags.ts'

/** SPEC §2 Vehicle pages: /motorcycles for the motorcycle template, /campers for the camper template, /cars otherwise. */
export function detailBasePath(template: Template): '/motorcycles' | '/campers' | '/cars' {
  if (template === 'motorcycle') return '/motorcycles'
  if (template === 'camper') return '/campers'
  return '/cars'
}

export const carDetailPath = (site: Pick<SiteConfig, 'template'>, slug: string): string =>
  `${detailBasePath(site.template)}/${encodeURIComponent(slug)}`

/** The reserve page (always under /cars). */
export const checkoutPath = (slug: string): string => `/cars/${encodeURIComponent(slug)}/checkout`

/** Only sites with buy-online switched on have this page. */
export const buyOnlinePath = (site: Pick<SiteConfig, 'checkout' | 'flags'>, slug: string): string | null =>
  sellsOnline(site) ? `/cars/${encodeURIComponent(slug)}/buy-online` : null

export const tradeInPath = (carId?: string | null): string =>
  carId ? `/cars/trade-in?car_id=${encodeURIComponent(carId)}` : '/cars/trade-in'

/** The card buttons that open a vehicle page's form on arrival (`?action=`), and the form each opens. */
export const ARRIVAL_FORMS = { enquire: 'enquiry', 'test-drive': 'test-drive' } as const
export type ArrivalAction = keyof typeof ARRIVAL_FORMS

/** A vehicle page's address that opens `action`'s form for the car on arrival. */
export const withArrivalAction = (detailPath: string, action: ArrivalAction): string => `${detailPath}?action=${action}`

/** The form a vehicle page opens on arrival: `?action=enquire|test-drive`; anything else opens none. */
export function arrivalForm(action: unknown): (typeof ARRIVAL_FORMS)[ArrivalAction] | null {
  return typeof action === 'string' && Object.hasOwn(ARRIVAL_FORMS, action)
    ? ARRIVAL_FORMS[action as ArrivalAction]
    : null
}
