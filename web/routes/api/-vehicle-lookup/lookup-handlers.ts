import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import {
  MAX_LOOKUP_BODY_BYTES,
  type LookupName,
  type LookupOutcome,
  type VehicleLookups,
} from '@application/vehicles/vehicle-lookups.ts'
import { errorAnswer, jsonAnswer, problemAnswer, STATUS_OF } from '../../../server/http/answers.ts'
import { readJsonBody } from '../../../server/http/json-body.ts'
import { clientKey } from '../../../server/http/client-key.ts'

/**
 * The lookup routes as Request → Response over the lookups use case (application/vehicles/vehicle-lookups.ts),
 * so they are tested without a server: tenant from the Host, then the use case admits the request (site flag,
 * rate limit), then the JSON body is read and looked up. Errors are JSON `{error, field?}` (provider failures add
 * `reason`): 400 bad body, 404 unknown site / not found / not enabled, 405, 413, 415, 429 (with Retry-After), 502
 * provider failure, 504 when the provider does not answer in time.
 */
export interface LookupEndpointsDeps {
  /** the tenant of the request (from its Host header), or null */
  readonly siteOf: (request: Request) => SiteConfig | null
  readonly lookups: VehicleLookups
}

type Handler = (request: Request, clientAddress?: string) => Promise<Response>

const answerOf = <T>(outcome: LookupOutcome<T>): Response => {
  if (outcome.ok) return jsonAnswer(200, outcome.value)
  if (!('reason' in outcome) || outcome.reason === undefined) return problemAnswer(outcome.problem)
  return errorAnswer(STATUS_OF[outcome.problem.code], outcome.problem.message, { reason: outcome.reason })
}

export function createLookupEndpoints({ siteOf, lookups }: LookupEndpointsDeps): Record<LookupName, Handler> {
  const endpoint =
    (name: LookupName): Handler =>
    async (request, clientAddress) => {
      const site = siteOf(request)
      if (!site) return errorAnswer(404, 'Not found')
      const admitted = await lookups.admit(name, site, clientKey(request, clientAddress))
      if (!admitted.ok) return problemAnswer(admitted.problem)
      const body = await readJsonBody(request, MAX_LOOKUP_BODY_BYTES)
      if (!body.ok) return body.response
      return answerOf<unknown>(await lookups[name](site, body.value))
    }
  return {
    nevdis: endpoint('nevdis'),
    autograb: endpoint('autograb'),
    tradeIn: endpoint('tradeIn'),
    redbook: endpoint('redbook'),
  }
}
