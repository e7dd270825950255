import { getRequestIP } from '@tanstack/react-start/server'
import type { LookupName } from '@application/vehicles/vehicle-lookups.ts'
import type { RequestContext } from '../../../server/request-context.ts'
import { tenantOfRequest } from '../../../server/http/request-tenant.ts'
import { createLookupEndpoints } from './lookup-handlers.ts'

function clientAddress(): string | undefined {
  try {
    return getRequestIP()
  } catch {
    return undefined
  }
}

/** One lookup route over the composed app's lookups; the tenant comes from the Host, never the body. */
export const lookupRoute =
  (name: LookupName) =>
  ({ request, context }: { request: Request; context: RequestContext }) =>
    createLookupEndpoints({
      siteOf: (r) => tenantOfRequest(context.app.tenants, r)?.site ?? null,
      lookups: context.app.vehicles.lookups,
    })[name](request, clientAddress())
