import { getRequestHeader, setResponseStatus } from '@tanstack/react-start/server'
import type { RequestContext } from '../request-context.ts'
import { errorAnswer } from './answers.ts'
import type { HostTarget } from '@domain/hosting/resolve-host.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'

/** What resolving a request's host needs: the tenant directory of the composition root. */
export interface TenantDirectory {
  resolve(host: string | null | undefined): HostTarget
  bySlug(slug: string): Tenant | undefined
}

/** The host a request names: a trusted proxy's X-Forwarded-Host, else Host. */
export const hostOf = (headers: { get(name: string): string | null }): string | null =>
  headers.get('x-forwarded-host') ?? headers.get('host')

/** The tenant a request's host names, or null (the directory page, or no site at this address). */
export function tenantOfHost(directory: TenantDirectory, host: string | null | undefined): Tenant | null {
  const target = directory.resolve(host)
  return target.kind === 'tenant' ? (directory.bySlug(target.slug) ?? null) : null
}

/** The tenant of a Request (API routes): from its Host header only, never from the body. */
export const tenantOfRequest = (directory: TenantDirectory, request: Request): Tenant | null =>
  tenantOfHost(directory, hostOf(request.headers))

/** The host of the request being served (server functions and loaders, which get no Request object). */
export const currentHost = (): string | null => getRequestHeader('x-forwarded-host') ?? getRequestHeader('host') ?? null

/** The tenant of the request being served, from a server function's or route's context and the Host header. */
export const requestTenant = (context: RequestContext): Tenant | null =>
  tenantOfHost(context.app.tenants, currentHost())

/** Like requestTenant, but a missing tenant ends the request with a 404 that names none. */
export function requireTenant(context: RequestContext): Tenant {
  const tenant = requestTenant(context)
  if (!tenant) {
    setResponseStatus(404)
    throw new Error('Not found')
  }
  return tenant
}

/**
 * An API route handler for the request's tenant: a Host that names no site answers 404 JSON before the handler
 * runs, so no handler ever sees a request without its tenant.
 */
export function forTenant(
  handler: (
    tenant: Tenant,
    input: { readonly request: Request; readonly context: RequestContext },
  ) => Promise<Response> | Response,
) {
  return (input: { readonly request: Request; readonly context: RequestContext }): Promise<Response> | Response => {
    const tenant = tenantOfRequest(input.context.app.tenants, input.request)
    return tenant ? handler(tenant, input) : errorAnswer(404, 'Not found')
  }
}
