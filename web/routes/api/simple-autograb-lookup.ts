import { createFileRoute } from '@tanstack/react-router'
import { lookupRoute } from './-vehicle-lookup/lookup-routes.server.ts'
import { methodNotAllowed } from './-vehicle-lookup/lookup-handlers.ts'

/** SPEC §7 POST /api/simple-autograb-lookup: `{rego, state?, km?}` → `{vehicle, market}`; tenants with flags.autograb. */
export const Route = createFileRoute('/api/simple-autograb-lookup')({
  server: { handlers: { POST: lookupRoute('autograb'), GET: methodNotAllowed } },
})
