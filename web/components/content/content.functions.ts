import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import type { RandomPort } from '@domain/ports/clock.port.ts'
import { getServices } from '../../server/composition/composition.server.ts'
import { requestTenant } from '../../site/site-context.server.ts'
import { siteOrigin } from '../../routes/-seo/seo.server.ts'
import { buildContentView, readContentRequest, type ContentView } from './content-view.ts'

/** Promo order for cards without a position changes per request (SPEC §4 "optionally shuffled"). */
const requestRandom: RandomPort = { next: () => Math.random() }

/**
 * A content page's data for the request's tenant: the page (tenant.pages), the origin for canonical URLs, the
 * tenant's "today", and the FAQs, reviews or promos asked for. Null on an unknown host (the root renders that 404).
 */
export const getContentView = createServerFn({ method: 'GET' })
  .validator(readContentRequest)
  .handler(async ({ data }): Promise<ContentView | null> => {
    const tenant = requestTenant()
    if (!tenant) return null
    const { clock, mode } = getServices()
    return buildContentView(tenant, data, { origin: siteOrigin(tenant, getRequest(), mode === 'live'), nowMs: clock.now(), random: requestRandom })
  })
