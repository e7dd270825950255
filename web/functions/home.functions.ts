import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { requestTenant } from '../server/http/request-tenant.ts'
import { requestOrigin } from '../server/http/request-origin.ts'
import { homeData, type HomeData } from '../components/home/home-data.ts'

/**
 * The home page's data for the request's tenant in one round trip: its content (reviews, promos, locations), the
 * newest cars and the stock tiles, cut to what the page shows (`homeData`). Null on an unknown host.
 */
export const getHomePage = createServerFn({ method: 'GET' }).handler(async ({ context }): Promise<HomeData | null> => {
  const tenant = requestTenant(context)
  if (!tenant) return null
  const view = context.app.content.view(
    tenant,
    { path: '/', extras: ['reviews', 'promos', 'locations'] },
    requestOrigin(getRequest()),
  )
  const [featured, tiles] = await Promise.all([
    context.app.search.featuredCars(tenant.site),
    context.app.search.stockTiles(tenant.site),
  ])
  return homeData({ site: tenant.site, view, featured, tiles })
})
