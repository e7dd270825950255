import { createFileRoute } from '@tanstack/react-router'
import { tenantOfRequest } from '../../server/http/request-tenant.ts'

/**
 * QA (demo and mock; live only behind the QA token, web/server/http/qa-gate.ts): the current site's listed vehicles with the branch each one takes on the detail page
 * (tag, price display, below-market, reservable), so browser tests pick a car per branch from the live stock.
 */
export const Route = createFileRoute('/mock/vehicle-stock.json')({
  server: {
    handlers: {
      GET: async ({ request, context }) => {
        const tenant = tenantOfRequest(context.app.tenants, request)
        const stock = tenant ? await context.app.vehicles.qaStock(tenant.site) : null
        if (!stock) return new Response('Not found', { status: 404 })
        return new Response(JSON.stringify(stock), {
          headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
        })
      },
    },
  },
})
