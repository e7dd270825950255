import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { readContentRequest, type ContentView } from '@application/content/content-view.ts'
import { requestTenant } from '../server/http/request-tenant.ts'
import { requestOrigin } from '../server/http/request-origin.ts'
import type { BrandPageView, ModelPageView } from '@application/content/model-pages.ts'

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

const slugParam = (value: unknown): string => (typeof value === 'string' ? value.toLowerCase().slice(0, 80) : '')

/**
 * SPEC §3 build_model_pages: a make's brand page for the request's tenant, with the origin canonical URLs use;
 * null when the flag is off, the make is not one the site sells, or the host names no tenant (the route's 404).
 */
export const getBrandPage = createServerFn({ method: 'GET' })
  .validator((data: unknown) => ({ make: slugParam((data as { make?: unknown } | null)?.make) }))
  .handler(async ({ data, context }): Promise<(BrandPageView & { origin: string }) | null> => {
    const tenant = requestTenant(context)
    if (!tenant) return null
    const page = await context.app.content.modelPages.brand(tenant.site, data.make)
    return page ? { ...page, origin: context.app.content.origin(tenant, requestOrigin(getRequest())) } : null
  })

/** A model page of a `build_model_pages` site (null: flag off, make or model unknown here, unknown host). */
export const getModelPage = createServerFn({ method: 'GET' })
  .validator((data: unknown) => {
    const d = data as { make?: unknown; model?: unknown } | null
    return { make: slugParam(d?.make), model: slugParam(d?.model) }
  })
  .handler(async ({ data, context }): Promise<(ModelPageView & { origin: string }) | null> => {
    const tenant = requestTenant(context)
    if (!tenant) return null
    const page = await context.app.content.modelPages.model(tenant.site, data.make, data.model)
    return page ? { ...page, origin: context.app.content.origin(tenant, requestOrigin(getRequest())) } : null
  })
