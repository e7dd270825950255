import { getRequestHeader } from '@tanstack/react-start/server'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { RequestContext } from '../server/request-context.ts'
import { clientKey, socketAddress } from '../server/http/client-key.ts'

/**
 * For the forms' rego and trade-in lookups (server functions): one lookup taken from the requesting client's
 * bucket, the same per-client limit the lookup routes apply (application/vehicles/vehicle-lookups.ts `take`).
 * null when the lookup may run, else what the shopper is told (the form carries on without the lookup).
 */
export async function lookupRefusal(context: RequestContext, site: SiteConfig): Promise<string | null> {
  const headers = { get: (name: string) => getRequestHeader(name) ?? null }
  const taken = await context.app.vehicles.lookups.take(site, clientKey({ headers }, socketAddress()))
  return taken.ok ? null : taken.problem.message
}
