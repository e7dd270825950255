import { createFileRoute } from '@tanstack/react-router'
import { lookupRoute } from './-vehicle-lookup/lookup-routes.server.ts'
import { apiMethods } from '../../server/http/answers.ts'

/** POST /api/redbook-lookup: `{make, model, year, badge?}` → `{vehicleData}`; tenants with flags.redbook (SPEC §3), else 404. */
export const Route = createFileRoute('/api/redbook-lookup')({
  server: { handlers: apiMethods({ POST: lookupRoute('redbook') }) },
})
