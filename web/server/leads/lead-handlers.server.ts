import { decodeOrProblem } from '@domain/kernel/decode.ts'
import { LeadEnvelope, type LeadDestination, type LeadPayload } from '@domain/leads/lead-payload.schema.ts'
import type { LeadStorePort } from '@domain/ports/leads.port.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import type { Mode } from '../mode.ts'
import { errorAnswer, jsonAnswer, readJsonBody, MAX_LEAD_BODY_BYTES } from './lead-http.server.ts'
import { clientKey, type RateLimiter } from './rate-limit.server.ts'

export interface LeadHandlerDeps {
  readonly mode: Mode
  readonly store: LeadStorePort
  /** the tenant a request is for, from its Host (never from the body) */
  readonly tenantOf: (request: Request) => Tenant | null
  readonly limiter: RateLimiter
  readonly clock?: () => number
  /** called after a lead version is written (wakes the delivery loop) */
  readonly onAccepted?: () => void
  readonly maxBodyBytes?: number
  /**
   * Checks the captcha answer carried in the raw body (`lead.captcha_token`, `lead.captcha_answer`) for tenants that
   * show a captcha; answers the problem to report, or null. Absent = no captcha check (tests, benchmarks).
   */
  readonly captcha?: (body: unknown) => string | null
}

export interface LeadRequestContext {
  /** the socket address, when the server knows it */
  readonly clientAddress?: string | undefined
  /** the `/mock/api/…` variant: answers only in mock mode */
  readonly mock?: boolean
}

export interface LeadHandlers {
  /** POST /api/leads: `{lead}` → 201 `{id}` */
  createLead(request: Request, context?: LeadRequestContext): Promise<Response>
  /** PUT /api/leads/{leadId}: `{lead}` → 200 `{id}` */
  updateLead(request: Request, leadId: string, context?: LeadRequestContext): Promise<Response>
  /** POST /api/carClarityCustomer: `{lead}` → 201 `{id}`, delivered to Car Clarity */
  createCarClarityCustomer(request: Request, context?: LeadRequestContext): Promise<Response>
}

const LEAD_ID = /^[A-Za-z0-9_-]{1,100}$/

type Step<T> = { ok: true; value: T } | { ok: false; response: Response }

/**
 * The lead routes as plain `Request → Response` functions (the file routes only adapt them), so they
 * are tested and fuzzed without a server. Checks run cheapest first, and nothing is written until a
 * request has passed every one: rate, site, size, JSON, fields, then the body's site against the Host's.
 */
export function createLeadHandlers(deps: LeadHandlerDeps): LeadHandlers {
  const clock = deps.clock ?? Date.now
  const maxBytes = deps.maxBodyBytes ?? MAX_LEAD_BODY_BYTES

  async function admit(request: Request, context: LeadRequestContext): Promise<Step<{ tenant: Tenant; lead: LeadPayload }>> {
    if (context.mock && deps.mode !== 'mock') return { ok: false, response: errorAnswer(404, 'Not found') }
    const rate = deps.limiter.take(clientKey(request, context.clientAddress), clock())
    if (!rate.ok) {
      return {
        ok: false,
        response: errorAnswer(429, `Too many requests; try again in ${rate.retryAfterSeconds} s`, {}, {
          'retry-after': String(rate.retryAfterSeconds),
        }),
      }
    }
    const tenant = deps.tenantOf(request)
    if (!tenant) return { ok: false, response: errorAnswer(404, 'No dealer site at this address') }
    const body = await readJsonBody(request, maxBytes)
    if (!body.ok) return body
    if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value)) {
      return { ok: false, response: errorAnswer(422, 'Request body must be a JSON object {"lead": {…}}', { field: 'lead' }) }
    }
    // before decoding: the schema drops the captcha keys, which are not part of the lead
    const captchaProblem = tenant.site.forms.captcha ? (deps.captcha?.(body.value) ?? null) : null
    if (captchaProblem) {
      return { ok: false, response: errorAnswer(422, captchaProblem, { field: 'lead.captcha_answer' }) }
    }
    const decoded = decodeOrProblem(LeadEnvelope, body.value)
    if (!decoded.ok) {
      const field = decoded.problem.path || 'lead'
      return {
        ok: false,
        response: errorAnswer(422, `Invalid field ${field}: ${readable(decoded.problem.message)}`, { field }),
      }
    }
    const lead = decoded.value.lead
    if (lead.website_slug !== tenant.site.slug) {
      return {
        ok: false,
        response: errorAnswer(403, 'lead.website_slug does not match the site this request was sent to', {
          field: 'lead.website_slug',
        }),
      }
    }
    if (!tenant.site.dealerships.some((d) => d.slug === lead.dealership_slug)) {
      return {
        ok: false,
        response: errorAnswer(403, 'lead.dealership_slug is not a dealership of this site', { field: 'lead.dealership_slug' }),
      }
    }
    return { ok: true, value: { tenant, lead } }
  }

  async function create(request: Request, context: LeadRequestContext, destination: LeadDestination | 'tenant') {
    const admitted = await admit(request, context)
    if (!admitted.ok) return admitted.response
    const { tenant, lead } = admitted.value
    const stored = await deps.store.create({
      tenant: tenant.site.slug,
      destination: destination === 'tenant' ? tenant.site.forms.lead_destination : destination,
      payload: lead,
    })
    deps.onAccepted?.()
    return jsonAnswer(201, { id: stored.id })
  }

  return {
    createLead: (request, context = {}) => guard(() => create(request, context, 'tenant')),
    createCarClarityCustomer: (request, context = {}) => guard(() => create(request, context, 'car-clarity')),
    updateLead: (request, leadId, context = {}) =>
      guard(async () => {
        const admitted = await admit(request, context)
        if (!admitted.ok) return admitted.response
        const { tenant, lead } = admitted.value
        if (lead.lead_id != null && lead.lead_id !== leadId) {
          return errorAnswer(422, 'lead.lead_id does not match the lead in the address', { field: 'lead.lead_id' })
        }
        const updated = LEAD_ID.test(leadId) ? await deps.store.update(tenant.site.slug, leadId, lead) : null
        if (!updated) return errorAnswer(404, 'No lead with this id on this site')
        deps.onAccepted?.()
        return jsonAnswer(200, { id: updated.id })
      }),
  }
}

/** Input problems are answered above; what reaches here is ours (the store is down, a bug). */
async function guard(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work()
  } catch (error) {
    console.error('lead route failed', error)
    return errorAnswer(503, 'The lead could not be saved just now; please try again', {}, { 'retry-after': '5' })
  }
}

/** Schema wording for JSON senders: "undefined" there means the key may be left out, which is no news. */
const readable = (message: string) =>
  (message.charAt(0).toLowerCase() + message.slice(1)).replace(/ \| undefined\b/g, '').replace(/^expected undefined$/, 'not allowed')
