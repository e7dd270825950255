import type { APIRequestContext, TestInfo } from '@playwright/test'
import { siteUrl } from './tenants.ts'

export interface QaCar {
  id: string
  slug: string
  name: string
  path: string
  car_type: 'new' | 'used' | 'demo'
  tag: { kind: string; label: string } | null
  price: { kind: string; text: string; wasText?: string }
  below_market: boolean
  reservable: boolean
  deposit_cents: number | null
  sold: boolean
  images: number
  phone: string | null
  dealership_id: number
}

/** The site's listed vehicles with the detail-page branch each takes (from the QA endpoint, demo/mock only). */
export async function qaStock(
  request: APIRequestContext,
  testInfo: TestInfo,
  slug: string,
): Promise<{ website_id: number; cars: QaCar[] }> {
  // Node cannot resolve {slug}.localhost as browsers do: ask the loopback address and name the site in Host
  const site = new URL(siteUrl(testInfo, slug, '/mock/vehicle-stock.json'))
  const response = await request.get(`http://127.0.0.1:${site.port}${site.pathname}`, { headers: { host: site.host } })
  if (!response.ok()) throw new Error(`vehicle stock for ${slug}: HTTP ${response.status()}`)
  return response.json()
}

/** The first car matching `pick`, skipping the first `skip` matches (tests that change a car each take their own). */
export function pickCar(cars: readonly QaCar[], pick: (car: QaCar) => boolean, skip = 0): QaCar {
  const found = cars.filter(pick)[skip]
  if (!found) throw new Error('no demo car for this branch')
  return found
}

export const analyticsLog = `window.__analyticsEvents ?? []`
