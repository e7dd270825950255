import { getRequestHeader, setResponseStatus } from '@tanstack/react-start/server'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { getServices } from '../server/composition/composition.server.ts'

/** The tenant of the current request, from its Host header (never from the body). */
export function requestTenant(): Tenant | null {
  const { tenants } = getServices()
  const host = getRequestHeader('x-forwarded-host') ?? getRequestHeader('host')
  const target = tenants.resolve(host)
  return target.kind === 'tenant' ? (tenants.bySlug(target.slug) ?? null) : null
}

/** Like requestTenant, but a missing tenant ends the request with a 404 that names none. */
export function requireTenant(): Tenant {
  const tenant = requestTenant()
  if (!tenant) {
    setResponseStatus(404)
    throw new Error('Not found')
  }
  return tenant
}
