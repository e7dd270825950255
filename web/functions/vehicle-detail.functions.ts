import { createServerFn } from '@tanstack/react-start'
import { requireTenant } from '../server/http/request-tenant.ts'
import { dealerToday } from '@application/content/dealer-today.ts'
import type { DetailPageAnswer } from '../vehicle/detail-page-data.ts'
import { sentAsJson } from '../site/json-state.ts'

const BASES = ['/cars', '/motorcycles', '/campers'] as const
type Base = (typeof BASES)[number]

const asDetailInput = (data: unknown): { base: Base; slug: string } => {
  const d = (data ?? {}) as Record<string, unknown>
  const base = BASES.find((b) => b === d.base) ?? '/cars'
  return { base, slug: typeof d.slug === 'string' ? d.slug : '' }
}

/** SPEC §2 detail page data; the tenant comes from the Host header, never from the caller. */
export const getVehicleDetail = createServerFn({ method: 'GET' })
  .validator(asDetailInput)
  .handler(async ({ data, context }): Promise<DetailPageAnswer> => {
    const { site } = requireTenant(context)
    const answer = await context.app.vehicles.detail(site, data.base, data.slug)
    if (answer.kind !== 'found') return answer
    const { car, location, similar } = answer.detail
    // the same objects from view to view (kept per car and stock version): each goes in the state as its JSON, made once
    sentAsJson(car)
    sentAsJson(similar)
    if (location) sentAsJson(location)
    return {
      kind: 'found',
      detail: { ...answer.detail, dealerToday: dealerToday(answer.detail.nowMs, site.locale.time_zone) },
    }
  })
