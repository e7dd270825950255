import { createServerFn } from '@tanstack/react-start'
import { requireTenant } from '../site/site-context.server.ts'
import { loadVehicleDetail } from './detail.server.ts'
import type { DetailAnswer } from './vehicle-detail.ts'

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
  .handler(async ({ data }): Promise<DetailAnswer> => loadVehicleDetail(requireTenant().site, data.base, data.slug))
