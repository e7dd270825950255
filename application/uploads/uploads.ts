import type { LeadAttachment, LeadPayload } from '@domain/leads/lead-payload.schema.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { LeadDelivery, LeadGatewayPort } from '@domain/ports/leads.port.ts'
import type { RateLimiter, RateLimitPolicy } from '@domain/ports/rate-limiter.port.ts'
import type { UploadIdPort, UploadLinkSignerPort, UploadStorePort } from '@domain/ports/uploads.port.ts'
import { ATTACHMENT_LINK_SECONDS, UNBOUND_UPLOAD_MS, checkUpload } from '@domain/uploads/upload-rules.ts'
import { failure, success, type Outcome } from '../kernel/outcome.ts'

/**
 * Uploads per client address: a token bucket holding 20 (a shopper picking ten photos at once, and a résumé chosen
 * again) and refilling at 6 a minute. Each upload is disk the site keeps until the sweep, so a script is held to a
 * trickle; the buckets are the store's, shared by every process of a deployment.
 */
export const UPLOAD_RATE_LIMIT: RateLimitPolicy = { capacity: 20, refillPerMinute: 6 }

export interface UploadsDeps {
  readonly store: UploadStorePort
  readonly signer: UploadLinkSignerPort
  readonly newId: UploadIdPort
  readonly clock: ClockPort
  /** who may upload how often (keyed by client address: UPLOAD_RATE_LIMIT) */
  readonly limiter: RateLimiter
}

/** What the browser gets back for a stored file: the reference its form sends with the lead. */
export interface ReceivedUpload {
  readonly id: string
  readonly reference: string
  readonly name: string
  readonly type: string
  readonly size: number
}

export interface UploadRequest {
  readonly tenant: string
  readonly field: string
  readonly name: string
  /** the site's origin as the shopper reached it */
  readonly origin: string
  readonly bytes: Uint8Array
}

export interface Uploads {
  /**
   * Whether the client may send a file now (its rate, UPLOAD_RATE_LIMIT): asked before the body is read, so a client
   * over its rate costs no reading or disk. `too_many` says when to come back.
   */
  admit(clientKey: string): Promise<Outcome<null>>
  /** POST /api/uploads: checks the file (domain/uploads/upload-rules.ts) and keeps it for the tenant */
  receive(request: UploadRequest): Promise<Outcome<ReceivedUpload>>
  /** GET /api/uploads/{id}?expires=&signature=: the file, for a link signed for this tenant and not expired */
  fetch(
    tenant: string,
    id: string,
    expires: string | null,
    signature: string | null,
  ): Promise<Outcome<{ name: string; mime: string; bytes: Uint8Array }>>
  /**
   * The lead's attachments checked and completed from what was stored: each must be this tenant's and not another
   * lead's (`leadId` null for a create). Name, type and size are the server's, never the sender's.
   */
  resolve(tenant: string, lead: LeadPayload, leadId: string | null): Promise<Outcome<LeadPayload>>
  /** binds the lead's attachments to it, once the lead is written */
  bind(tenant: string, lead: LeadPayload, leadId: string): Promise<void>
  /** a gateway that delivers each lead with a signed, expiring link per attachment */
  withLinks(gateway: LeadGatewayPort): LeadGatewayPort
  /**
   * Deletes the files no lead took within UNBOUND_UPLOAD_MS of their upload, on every site (the composition root runs
   * it every UPLOAD_SWEEP_INTERVAL_MS); how many went.
   */
  sweep(): Promise<number>
}

/** How often the sweep of files no lead took runs. */
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000

const REFUSAL_CODE = {
  unknown_field: 'invalid',
  empty: 'invalid',
  bad_name: 'invalid',
  too_large: 'too_large',
  wrong_type: 'unsupported_media_type',
} as const

const UPLOAD_ID = /^[A-Za-z0-9_-]{16,64}$/
const NOT_FOUND = failure('not_found', 'No such file, or its link has expired')

/** The attached files of leads: taken, checked, kept, bound to their lead and delivered as signed links. */
export function createUploads(deps: UploadsDeps): Uploads {
  async function admit(clientKey: string): Promise<Outcome<null>> {
    const rate = await deps.limiter.take(clientKey, deps.clock.now())
    if (rate.ok) return success(null)
    return failure('too_many', `Too many files sent; try again in ${rate.retryAfterSeconds} s.`, {
      retryAfterSeconds: rate.retryAfterSeconds,
      field: 'file',
    })
  }

  async function receive(request: UploadRequest): Promise<Outcome<ReceivedUpload>> {
    const checked = checkUpload({
      field: request.field,
      name: request.name,
      size: request.bytes.byteLength,
      head: request.bytes.subarray(0, 16),
    })
    if (!checked.ok) return failure(REFUSAL_CODE[checked.refusal], checked.message, { field: 'file' })
    const id = deps.newId()
    await deps.store.put(
      {
        id,
        tenant: request.tenant,
        field: request.field,
        name: checked.name,
        mime: checked.mime,
        size: request.bytes.byteLength,
        origin: request.origin,
        created_at: deps.clock.now(),
        lead_id: null,
      },
      request.bytes,
    )
    return success({
      id,
      reference: `upload:${id}`,
      name: checked.name,
      type: checked.mime,
      size: request.bytes.byteLength,
    })
  }

  async function fetch(tenant: string, id: string, expires: string | null, signature: string | null) {
    if (!UPLOAD_ID.test(id) || expires === null || signature === null || !/^\d{1,12}$/.test(expires)) return NOT_FOUND
    const at = Number(expires)
    if (at * 1000 < deps.clock.now() || !deps.signer.verify(tenant, id, at, signature)) return NOT_FOUND
    const found = await deps.store.read(tenant, id)
    if (!found) return NOT_FOUND
    return success({ name: found.record.name, mime: found.record.mime, bytes: found.bytes })
  }

  async function resolve(tenant: string, lead: LeadPayload, leadId: string | null): Promise<Outcome<LeadPayload>> {
    if (!lead.attachments?.length) return success(lead)
    const resolved: LeadAttachment[] = []
    for (const [i, attachment] of lead.attachments.entries()) {
      const record = UPLOAD_ID.test(attachment.upload_id) ? await deps.store.get(tenant, attachment.upload_id) : null
      if (!record || (record.lead_id !== null && record.lead_id !== leadId)) {
        return failure('invalid', `Invalid field lead.attachments[${i}]: no such file was uploaded to this site`, {
          field: `lead.attachments[${i}]`,
        })
      }
      resolved.push({
        field: record.field,
        upload_id: record.id,
        name: record.name,
        type: record.mime,
        size: record.size,
      })
    }
    return success({ ...lead, attachments: resolved })
  }

  async function bind(tenant: string, lead: LeadPayload, leadId: string): Promise<void> {
    for (const attachment of lead.attachments ?? []) await deps.store.bind(tenant, attachment.upload_id, leadId)
  }

  function withLinks(gateway: LeadGatewayPort): LeadGatewayPort {
    return {
      async deliver(delivery: LeadDelivery, signal?: AbortSignal) {
        const attachments = delivery.payload.attachments
        if (!attachments?.length) return gateway.deliver(delivery, signal)
        const expires = Math.floor(deps.clock.now() / 1000) + ATTACHMENT_LINK_SECONDS
        const linked = await Promise.all(
          attachments.map(async (a) => {
            const record = await deps.store.get(delivery.tenant, a.upload_id)
            if (!record) return a
            const query = `expires=${expires}&signature=${deps.signer.sign(delivery.tenant, a.upload_id, expires)}`
            return {
              ...a,
              url: `${record.origin}/api/uploads/${a.upload_id}?${query}`,
              expires_at: new Date(expires * 1000).toISOString(),
            }
          }),
        )
        return gateway.deliver({ ...delivery, payload: { ...delivery.payload, attachments: linked } }, signal)
      },
    }
  }

  const sweep = () => deps.store.removeUnbound(deps.clock.now() - UNBOUND_UPLOAD_MS)

  return { admit, receive, fetch, resolve, bind, withLinks, sweep }
}
