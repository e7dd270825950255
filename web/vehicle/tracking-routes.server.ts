import type { TrackingKind } from '@domain/ports/tracking-store.port.ts'
import { MAX_TRACKING_BODY_BYTES } from '@application/vehicles/tracking.ts'
import { outcomeAnswer } from '../server/http/answers.ts'
import { clientKey, socketAddress } from '../server/http/client-key.ts'
import { readJsonBody } from '../server/http/json-body.ts'
import { forTenant } from '../server/http/request-tenant.ts'

/**
 * POST handlers for the detail page's tracking calls (SPEC §7): phone reveal and the car phone call event. The
 * tenant comes from the Host, the client from the connection; the call answers 202 and never holds the shopper up.
 */
export function trackingHandler(kind: TrackingKind) {
  return forTenant(async (tenant, { request, context }) => {
    const body = await readJsonBody(request, MAX_TRACKING_BODY_BYTES)
    if (!body.ok) return body.response
    return outcomeAnswer(
      await context.app.vehicles.track(tenant.site, kind, body.value, clientKey(request, socketAddress())),
      202,
    )
  })
}
