import { createServerFn } from '@tanstack/react-start'
import { requireTenant } from '../server/http/request-tenant.ts'
import { dealerToday } from '../components/vehicle/dealer-today.ts'
import type { DetailPageAnswer } from './detail-page-data.ts'

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
    return answer.kind === 'found' ? { kind: 'found', detail: { ...answer.detail, dealerToday: dealerToday(answer.detail.nowMs, site.locale.time_zone) } } : answer
  })
