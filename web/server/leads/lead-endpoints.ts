import type { LeadAdmission, LeadId, LeadIntake } from '@application/leads/lead-intake.ts'
import { LEAD_NOT_SAVED } from '@application/leads/lead-intake.ts'
import type { Outcome } from '@application/kernel/outcome.ts'
import { LEAD_REQUEST_KEY_HEADER } from '@domain/leads/lead-request-key.ts'
import { jsonAnswer, problemAnswer } from '../http/answers.ts'
import { log } from '../ops/log.ts'
import { clientKey, socketAddress } from '../http/client-key.ts'
import { readJsonBody, MAX_LEAD_BODY_BYTES } from '../http/json-body.ts'
import { tenantOfRequest, type TenantDirectory } from '../http/request-tenant.ts'

/** What a lead endpoint reads from the request context: the tenants and the lead intake of the composed app. */
export interface LeadEndpointContext {
  readonly app: { readonly tenants: TenantDirectory; readonly leads: { readonly intake: LeadIntake } }
}

export interface LeadEndpointArgs {
  readonly request: Request
  readonly context: LeadEndpointContext
}

export interface LeadEndpoints {
  /** POST /api/leads: `{lead}` → 201 `{id}` */
  createLead(args: LeadEndpointArgs): Promise<Response>
  /** PUT /api/leads/{leadId}: `{lead}` → 200 `{id}` */
  updateLead(args: LeadEndpointArgs & { readonly params: { readonly leadId: string } }): Promise<Response>
  /** POST /api/carClarityCustomer: `{lead}` → 201 `{id}`, delivered to Car Clarity */
  createCarClarityCustomer(args: LeadEndpointArgs): Promise<Response>
}

export interface LeadEndpointOptions {
  /** the `/mock/api/…` variant: answers only with the mock leads adapter */
  readonly mock: boolean
  /** the socket address of a request (default: the one Start is serving); X-Forwarded-For is read first */
  readonly socketAddress?: (request: Request) => string | undefined
  readonly maxBodyBytes?: number
}

/**
 * The three lead endpoints of one variant (/api or /mock/api), as the file routes mount them: the tenant from the
 * Host, the intake's admission (variant, rate, site) before the body is read, the body read within its size, then
 * the intake (a create with the sender's `Idempotency-Key`); its outcome as JSON (201/200 `{id}`, 4xx `{error, field?}`, 503 with Retry-After).
 */
/** The sender's `Idempotency-Key` as sent (the intake checks its form), or null without one. */
const requestKeyOf = (request: Request): string | null => request.headers.get(LEAD_REQUEST_KEY_HEADER)

export function createLeadEndpoints(options: LeadEndpointOptions): LeadEndpoints {
  const addressOf = options.socketAddress ?? (() => socketAddress())
  const maxBytes = options.maxBodyBytes ?? MAX_LEAD_BODY_BYTES

  async function answer(
    { request, context }: LeadEndpointArgs,
    status: number,
    write: (intake: LeadIntake, admission: LeadAdmission, body: unknown) => Promise<Outcome<LeadId>>,
  ): Promise<Response> {
    try {
      const { tenants, leads } = context.app
      const admitted = await leads.intake.admit({
        tenant: tenantOfRequest(tenants, request),
        clientKey: clientKey(request, addressOf(request)),
        mock: options.mock,
      })
      if (!admitted.ok) return problemAnswer(admitted.problem)
      const body = await readJsonBody(request, maxBytes)
      if (!body.ok) return body.response
      const outcome = await write(leads.intake, admitted.value, body.value)
      return outcome.ok ? jsonAnswer(status, { id: outcome.value.id }) : problemAnswer(outcome.problem)
    } catch (error) {
      // the intake answers its own failures; this is a bug in the plumbing, answered as the intake would
      log.error({ err: error }, 'lead route failed')
      return problemAnswer(LEAD_NOT_SAVED.problem)
    }
  }

  return {
    createLead: (args) => answer(args, 201, (intake, admission, body) => intake.createLead(admission, body, requestKeyOf(args.request))),
    createCarClarityCustomer: (args) =>
      answer(args, 201, (intake, admission, body) => intake.createCarClarityCustomer(admission, body, requestKeyOf(args.request))),
    updateLead: (args) => answer(args, 200, (intake, admission, body) => intake.updateLead(admission, args.params.leadId, body)),
  }
}
