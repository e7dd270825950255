import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { readContentRequest, type ContentView } from '@application/content/content-view.ts'
import { requestTenant } from '../../server/http/request-tenant.ts'
import { requestOrigin } from '../../server/http/request-origin.ts'
import type { Manufacturer } from '@domain/tenancy/dealership.schema.ts'

/**
 * A content page's data for the request's tenant: the page (tenant.pages), the origin for canonical URLs, the
 * tenant's "today", and the FAQs, reviews or promos asked for. Null on an unknown host (the root renders that 404).
 */
export const getContentView = createServerFn({ method: 'GET' })
  .validator(readContentRequest)
  .handler(async ({ data, context }): Promise<ContentView | null> => {
    const tenant = requestTenant(context)
    return tenant ? context.app.content.view(tenant, data, requestOrigin(getRequest())) : null
  })

/**
 * SPEC §7 manufacturers call, for brand pages and make logos: the make's manufacturer for the request's tenant
 * (`{id, name, slug, logo: {url}}`, logo often null), or null (unknown host or make, dashboard unavailable).
 * Usage: `useServerFn(getManufacturer)({ data: { make: 'toyota' } })`.
 */
export const getManufacturer = createServerFn({ method: 'GET' })
  .validator((data: unknown) => {
    const make = (data as { make?: unknown } | null)?.make
    return { make: typeof make === 'string' ? make.slice(0, 60) : '' }
  })
  .handler(async ({ data, context }): Promise<Manufacturer | null> => {
    const tenant = requestTenant(context)
    return tenant ? context.app.content.manufacturer(tenant.site, data.make) : null
  })
