import type { LeadAdmission, LeadId, LeadIntake } from '@application/leads/lead-intake.ts'
import { LEAD_NOT_SAVED } from '@application/leads/lead-intake.ts'
import type { Outcome } from '@application/kernel/outcome.ts'
import { LEAD_REQUEST_KEY_HEADER } from '@domain/leads/lead-request-key.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { jsonAnswer, problemReply, type JsonReply } from '../http/answers.ts'
import { log } from '../ops/log.ts'
import { clientKey, socketAddress } from '../http/client-key.ts'
import { readJson, MAX_LEAD_BODY_BYTES, type JsonReading } from '../http/json-body.ts'
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
 * Host, the intake's admission (variant, rate, site; the rate may be deferred to the lead's write) before the body is
 * read, the body read within its size (a refused one still counted against its sender), then
 * the intake (a create with the sender's `Idempotency-Key`); its outcome as JSON (201/200 `{id}`, 4xx `{error, field?}`, 503 with Retry-After).
 */
/** The sender's `Idempotency-Key` as sent (the intake checks its form), or null without one. */
const requestKeyOf = (request: Request): string | null => request.headers.get(LEAD_REQUEST_KEY_HEADER)

/** What a lead call needs of its request. */
export interface LeadCall {
  readonly tenant: Tenant | null
  /** the address the sender is counted against (client-key.ts) */
  readonly clientKey: string
  /** the sender's `Idempotency-Key` as sent, or null */
  readonly requestKey: string | null
  /** the parsed body, within `maxBytes`; read only after admission */
  readonly body: (maxBytes: number) => Promise<JsonReading> | JsonReading
}

export function createLeadEndpoints(options: LeadEndpointOptions): LeadEndpoints {
  const addressOf = options.socketAddress ?? (() => socketAddress())
  const maxBytes = options.maxBodyBytes ?? MAX_LEAD_BODY_BYTES

  async function reply(
    call: () => LeadCall,
    context: LeadEndpointContext,
    status: number,
    write: (
      intake: LeadIntake,
      admission: LeadAdmission,
      body: unknown,
      requestKey: string | null,
    ) => Promise<Outcome<LeadId>>,
  ): Promise<JsonReply> {
    try {
      const { intake } = context.app.leads
      const sender = call()
      const admitted = await intake.admit({ tenant: sender.tenant, clientKey: sender.clientKey, mock: options.mock })
      if (!admitted.ok) return problemReply(admitted.problem)
      const body = await sender.body(maxBytes)
      if (!body.ok) {
        // a refused body counts against its sender as any request (a rate token admission deferred is taken now)
        const counted = await intake.counted(admitted.value)
        return counted.ok ? { status: body.status, body: { error: body.error } } : problemReply(counted.problem)
      }
      const outcome = await write(intake, admitted.value, body.value, sender.requestKey)
      return outcome.ok ? { status, body: { id: outcome.value.id } } : problemReply(outcome.problem)
    } catch (error) {
      // the intake answers its own failures; this is a bug in the plumbing, answered as the intake would
      log.error({ err: error }, 'lead route failed')
      return problemReply(LEAD_NOT_SAVED.problem)
    }
  }

  /** A web Request's facts: the tenant from its Host, its settled client address, its body read as it streams. */
  const callOf =
    ({ request, context }: LeadEndpointArgs) =>
    (): LeadCall => ({
      tenant: tenantOfRequest(context.app.tenants, request),
      clientKey: clientKey(request, addressOf(request)),
      requestKey: requestKeyOf(request),
      body: (max) => readJson(request, max),
    })

  const answered = async (pending: Promise<JsonReply>): Promise<Response> => {
    const { status, body, headers } = await pending
    return jsonAnswer(status, body, headers)
  }

  const create = (intake: LeadIntake, admission: LeadAdmission, body: unknown, requestKey: string | null) =>
    intake.createLead(admission, body, requestKey)

  return {
    createLead: (args) => answered(reply(callOf(args), args.context, 201, create)),
    createCarClarityCustomer: (args) =>
      answered(
        reply(callOf(args), args.context, 201, (intake, admission, body, requestKey) =>
          intake.createCarClarityCustomer(admission, body, requestKey),
        ),
      ),
    updateLead: (args) =>
      answered(
        reply(callOf(args), args.context, 200, (intake, admission, body) =>
          intake.updateLead(admission, args.params.leadId, body),
        ),
      ),
  }
}
