import { createFileRoute } from '@tanstack/react-router'
import { lookupRoute } from './-vehicle-lookup/lookup-routes.server.ts'
import { apiMethods } from '../../server/http/answers.ts'

/**
 * SPEC §7 trade-in rego lookup ("sends rego and regoState; path not shown"): POST /api/trade-in-lookup
 * `{rego, regoState?}` → `{vehicle, market}` (market null where the site has no Autograb). Every tenant.
 */
export const Route = createFileRoute('/api/trade-in-lookup')({
  server: { handlers: apiMethods({ POST: lookupRoute('tradeIn') }) },
})
