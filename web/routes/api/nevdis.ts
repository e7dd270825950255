import { createFileRoute } from '@tanstack/react-router'
import { lookupRoute } from './-vehicle-lookup/lookup-routes.server.ts'
import { apiMethods } from '../../server/http/answers.ts'

/** SPEC §7 POST /api/nevdis: `{rego, state?}` or `{vin}` → `{vehicle}`; tenants with flags.nevdis (lookup-handlers.ts). */
export const Route = createFileRoute('/api/nevdis')({
  server: { handlers: apiMethods({ POST: lookupRoute('nevdis') }) },
})
