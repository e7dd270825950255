import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { requestTenant } from '../server/http/request-tenant.ts'
import { requestOrigin } from '../server/http/request-origin.ts'

/**
 * The origin canonical and Open Graph URLs use: the tenant's URL live, the request's own origin in demo and
 * mock (so `{slug}.localhost` links open). For teammates' routes whose loaders have no other server call.
 */
export const getPageOrigin = createServerFn({ method: 'GET' }).handler(async ({ context }): Promise<string> => {
  const tenant = requestTenant(context)
  const request = getRequest()
  if (!tenant) return new URL(request.url).origin
  return context.app.content.origin(tenant, requestOrigin(request))
})
