import { decodeOrProblem } from '@domain/kernel/decode.ts'
import { LeadEnvelope, type LeadDestination, type LeadPayload } from '@domain/leads/lead-payload.schema.ts'
import type { LeadStorePort } from '@domain/ports/leads.port.ts'
import type { CaptchaResponse, CaptchaVerifierPort } from '@domain/ports/captcha.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { errorAnswer, jsonAnswer } from '../http/answers.ts'
import { readJsonBody, MAX_LEAD_BODY_BYTES } from '../http/json-body.ts'
import { clientKey, type RateLimiter } from './rate-limit.server.ts'

export interface LeadHandlerDeps {
  /** whether the `/mock/api/…` lead routes answer (the leads adapter is `mock`) */
  readonly mockRoutes: boolean
  readonly store: LeadStorePort
  /** the tenant a request is for, from its Host (never from the body) */
  readonly tenantOf: (request: Request) => Tenant | null
  readonly limiter: RateLimiter
  readonly clock?: () => number
  /** called after a lead version is written (wakes the delivery loop) */
  readonly onAccepted?: () => void
  readonly maxBodyBytes?: number
  /**
   * The captcha verifier of a site that shows a captcha (`forms.captcha`), given what the raw body carried
   * (`lead.captcha_token`, `lead.captcha_answer`). Absent = no captcha check (tests, benchmarks).
   */
  readonly captcha?: (site: SiteConfig) => CaptchaVerifierPort
  /** where a lead let in without a captcha check is logged (default console.warn) */
  readonly log?: (message: string, context: Record<string, unknown>) => void
}

/** Set by the server only, on a lead accepted while the captcha provider could not answer (see docs/LIVE.md). */
export const CAPTCHA_UNVERIFIED_FIELD = 'captcha_unverified'

export interface LeadRequestContext {
  /** the socket address, when the server knows it */
  readonly clientAddress?: string | undefined
  /** the `/mock/api/…` variant: answers only with the mock leads adapter */
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

interface Admitted {
  readonly tenant: Tenant
  readonly lead: LeadPayload
  readonly captcha: CaptchaResponse
}

/** The captcha keys of the raw body (the lead schema drops them: they are not part of the lead). */
function captchaResponseOf(body: object): CaptchaResponse {
  const lead = (body as { lead?: { captcha_token?: unknown; captcha_answer?: unknown } | null }).lead
  const token = typeof lead?.captcha_token === 'string' ? lead.captcha_token : ''
  const answer = lead?.captcha_answer
  return typeof answer === 'string' || typeof answer === 'number' ? { token, answer: String(answer) } : { token }
}

/** The body without the fields only the server sets, so a sender can neither set nor trip over them. */
function withoutServerFields(body: object): object {
  const lead = (body as { lead?: unknown }).lead
  if (typeof lead !== 'object' || lead === null || !(CAPTCHA_UNVERIFIED_FIELD in lead)) return body
  const { [CAPTCHA_UNVERIFIED_FIELD]: _dropped, ...rest } = lead as Record<string, unknown>
  return { ...body, lead: rest }
}

/**
 * The lead routes as plain `Request → Response` functions (the file routes only adapt them), so they
 * are tested and fuzzed without a server. Checks run cheapest first, and nothing is written until a
 * request has passed every one: rate, site, size, JSON, fields, the body's site against the Host's, and
 * last the captcha (it may ask a provider, and a hosted provider's token is spent by the asking).
 */
export function createLeadHandlers(deps: LeadHandlerDeps): LeadHandlers {
  const clock = deps.clock ?? Date.now
  const maxBytes = deps.maxBodyBytes ?? MAX_LEAD_BODY_BYTES
  const log = deps.log ?? ((message: string, context: Record<string, unknown>) => console.warn(message, context))

  async function admit(request: Request, context: LeadRequestContext): Promise<Step<Admitted>> {
    if (context.mock && !deps.mockRoutes) return { ok: false, response: errorAnswer(404, 'Not found') }
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
    const captcha = captchaResponseOf(body.value)
    const decoded = decodeOrProblem(LeadEnvelope, withoutServerFields(body.value))
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
    return { ok: true, value: { tenant, lead, captcha } }
  }

  /**
   * The last check before a write, for sites that show a captcha: refused → 422 with the verifier's message;
   * provider unavailable → the lead is let in marked `captcha_unverified: true` (no lead is lost to an outage of
   * the provider) and logged.
   */
  async function passCaptcha(admitted: Admitted, request: Request, context: LeadRequestContext): Promise<Step<LeadPayload>> {
    const { tenant, lead } = admitted
    const verifier = tenant.site.forms.captcha ? deps.captcha?.(tenant.site) : undefined
    if (!verifier) return { ok: true, value: lead }
    const address = clientKey(request, context.clientAddress)
    const verdict = await verifier.verify(admitted.captcha, address === 'unknown' ? undefined : address)
    switch (verdict.kind) {
      case 'passed':
        return { ok: true, value: lead }
      case 'refused':
        return { ok: false, response: errorAnswer(422, verdict.message, { field: 'lead.captcha_answer' }) }
      case 'unavailable':
        log(`[captcha] provider unavailable (${verdict.reason}); lead accepted marked ${CAPTCHA_UNVERIFIED_FIELD}`, {
          tenant: tenant.site.slug, category: lead.category, lead_id: lead.lead_id ?? null,
        })
        return { ok: true, value: { ...lead, [CAPTCHA_UNVERIFIED_FIELD]: true } }
    }
  }

  async function create(request: Request, context: LeadRequestContext, destination: LeadDestination | 'tenant') {
    const admitted = await admit(request, context)
    if (!admitted.ok) return admitted.response
    const checked = await passCaptcha(admitted.value, request, context)
    if (!checked.ok) return checked.response
    const { tenant } = admitted.value
    const lead = checked.value
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
        const { tenant } = admitted.value
        if (admitted.value.lead.lead_id != null && admitted.value.lead.lead_id !== leadId) {
          return errorAnswer(422, 'lead.lead_id does not match the lead in the address', { field: 'lead.lead_id' })
        }
        if (!LEAD_ID.test(leadId)) return errorAnswer(404, 'No lead with this id on this site')
        const checked = await passCaptcha(admitted.value, request, context)
        if (!checked.ok) return checked.response
        const updated = await deps.store.update(tenant.site.slug, leadId, checked.value)
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
