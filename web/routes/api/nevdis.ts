import { createFileRoute } from '@tanstack/react-router'
import { lookupRoute } from './-vehicle-lookup/lookup-routes.server.ts'
import { methodNotAllowed } from './-vehicle-lookup/lookup-handlers.ts'

/** SPEC §7 POST /api/nevdis: `{rego, state?}` or `{vin}` → `{vehicle}`; tenants with flags.nevdis (lookup-handlers.ts). */
export const Route = createFileRoute('/api/nevdis')({
  server: { handlers: { POST: lookupRoute('nevdis'), GET: methodNotAllowed } },
})
