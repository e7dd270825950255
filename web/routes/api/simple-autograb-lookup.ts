import { createFileRoute } from '@tanstack/react-router'
import { lookupRoute } from './-vehicle-lookup/lookup-routes.server.ts'
import { apiMethods } from '../../server/http/answers.ts'

/** SPEC §7 POST /api/simple-autograb-lookup: `{rego, state?, km?}` → `{vehicle, market}`; tenants with flags.autograb. */
export const Route = createFileRoute('/api/simple-autograb-lookup')({
  server: { handlers: apiMethods({ POST: lookupRoute('autograb') }) },
})
