import { createServerFn } from '@tanstack/react-start'
import type { DetailAnswer } from '@application/vehicles/vehicle-detail-view.ts'
import { requireTenant } from '../server/http/request-tenant.ts'

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
  .handler(async ({ data, context }): Promise<DetailAnswer> => context.app.vehicles.detail(requireTenant(context).site, data.base, data.slug))
