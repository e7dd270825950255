import type { Car } from '../cars/car.schema.ts'
import type { SiteConfig } from '../tenancy/site-config.schema.ts'
import { resolveInternalHref } from './internal-path.ts'

export const FINANCE_FORM_ANCHOR = '#finance-form'
export type FinancePage = '/finance' | '/finance-enquiry' | '/apply-for-finance' | '/finance-pre-approval'

/**
 * SPEC §2: finance links carry preferredDealership, vehiclePriceBudget, car_id and car_type, plus #finance-form.
 * Parameters without a value are left out.
 */
export function financeLink(
  site: Pick<SiteConfig, 'links' | 'finance'>,
  opts: {
    readonly page?: FinancePage
    readonly car?: Pick<Car, 'id' | 'car_type' | 'price' | 'dealership_slug'> | null
    readonly dealershipSlug?: string | null
  } = {},
): string {
  const car = opts.car ?? null
  const params: [string, string | null][] = [
    ['preferredDealership', opts.dealershipSlug ?? car?.dealership_slug ?? null],
    ['vehiclePriceBudget', car?.price != null ? String(car.price) : null],
    ['car_id', car?.id ?? null],
    ['car_type', car?.car_type ?? null],
  ]
  const query = params
    .filter((p): p is [string, string] => p[1] !== null && p[1] !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&')
  const path = resolveInternalHref(site, opts.page ?? '/finance')
  return `${path}${query ? `?${query}` : ''}${FINANCE_FORM_ANCHOR}`
}
