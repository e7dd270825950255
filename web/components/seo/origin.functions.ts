import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { getServices } from '../../server/composition/composition.server.ts'
import { requestTenant } from '../../site/site-context.server.ts'
import { siteOrigin } from '../../routes/-seo/seo.server.ts'

/**
 * The origin canonical and Open Graph URLs use: the tenant's URL live, the request's own origin in demo and
 * mock (so `{slug}.localhost` links open). For teammates' routes whose loaders have no other server call.
 */
export const getPageOrigin = createServerFn({ method: 'GET' }).handler(async (): Promise<string> => {
  const tenant = requestTenant()
  const request = getRequest()
  if (!tenant) return new URL(request.url).origin
  return siteOrigin(tenant, request, getServices().mode === 'live')
})
