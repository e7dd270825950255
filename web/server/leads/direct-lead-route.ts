import { LEAD_REQUEST_KEY_HEADER } from '@domain/leads/lead-request-key.ts'
import { plainJsonAnswer } from '../http/answers.ts'
import { clientKey } from '../http/client-key.ts'
import { jsonOfBytes } from '../http/json-body.ts'
import type { PlainAnswer } from '../http/plain-exchange.ts'
import type { SettledRequest } from '../http/request-entry.ts'
import { tenantOfHost } from '../http/request-tenant.ts'
import { createLeadEndpoints, type LeadEndpointContext } from './lead-endpoints.ts'

/**
 * `POST /api/leads` answered before Start's handler (web/server.ts): the file route (web/routes/api/leads.ts) runs
 * the same endpoint, but through Start a lead also pays for a router built for the request, its route matching and
 * the request middleware chain (a CSRF check and a malformed-call check that only concern server functions, and the
 * store-outage answer the lead endpoint gives itself), which under load rivals the lead's own work in CPU.
 * Everything around it stays: the HTTP entry's body limit, settled forwarded headers and security headers, and the
 * operations layer's request id, log line and metrics. Other methods and paths go on to Start (405s, PUT updates).
 */
const endpoints = createLeadEndpoints({
  mock: false,
  // the HTTP entry settles the client address on the request (`ip`); X-Forwarded-For, read first, carries it too
  socketAddress: (request) => (request as { readonly ip?: string }).ip,
})

export const DIRECT_LEAD_PATH = '/api/leads'

/** The lead endpoint's answer when `request` is a lead create, else null (Start answers it). */
export function directLeadRoute(
  request: Request,
  pathname: string,
  context: LeadEndpointContext,
): Promise<Response> | null {
  return request.method === 'POST' && pathname === DIRECT_LEAD_PATH ? endpoints.createLead({ request, context }) : null
}

/**
 * The same lead create from the node-level fast path (scripts/fast-entry.mjs): the request as the HTTP entry settled
 * it and its body already read whole, answered as plain facts. Same checks, same order, same answers.
 */
export async function directLeadAnswer(
  request: SettledRequest,
  body: Uint8Array,
  context: LeadEndpointContext,
): Promise<PlainAnswer> {
  const reply = await endpoints.createLeadReply(
    {
      tenant: tenantOfHost(context.app.tenants, request.host),
      clientKey: clientKey(request, request.client),
      requestKey: request.headers.get(LEAD_REQUEST_KEY_HEADER),
      body: (max) => jsonOfBytes(request.headers, body, max),
    },
    context,
  )
  return plainJsonAnswer(reply.status, reply.body, reply.headers)
}
