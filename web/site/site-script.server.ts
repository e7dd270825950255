import type { RequestContext } from '../server/request-context.ts'
import { hostOf, tenantOfRequest } from '../server/http/request-tenant.ts'
import { requestOrigin } from '../server/http/request-origin.ts'
import { currentTenantContext } from '../functions/site-context.functions.ts'
import { SITE_CONTEXT_PATH } from './site-file-path.ts'
import { siteContextAddress, siteContextJson, writtenSiteContext } from './site-file.ts'

const FOR_GOOD = 'public, max-age=31536000, immutable'

/** with its length, so the answer is compressed in one call (web/server/http/compression.ts) */
const file = (json: string, cacheControl: string) =>
  new Response(json, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(json)),
      'cache-control': cacheControl,
    },
  })

/**
 * `GET /_site/{key}`: a tenant version's site context (site-script.tsx). Its address is the hash of its text, so
 * a browser and a CDN may keep it for good. A key this process has not written for the host's site (a page of a
 * version this process replaced before it wrote that version, or one another worker made) gets the host's current
 * context, kept by no one: the page then starts with the newer context, as a page loaded a moment later would. A
 * host with no site: 404.
 */
export async function siteContextAnswer(context: RequestContext, request: Request, key: string): Promise<Response> {
  const tenant = tenantOfRequest(context.app.tenants, request)
  const kept = tenant ? writtenSiteContext(key, tenant.site.slug) : undefined
  if (kept !== undefined) return file(kept, FOR_GOOD)
  const current = await currentTenantContext(context.app, hostOf(request.headers), () => requestOrigin(request))
  if (!current)
    return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  return file(
    siteContextJson(current),
    siteContextAddress(current) === `${SITE_CONTEXT_PATH}${key}` ? FOR_GOOD : 'no-store',
  )
}
