import type { LeadDestination, LeadPayload } from '../leads/lead-payload.schema.ts'

/** Where one version of a lead stands in the outbox. */
export type DeliveryState = 'pending' | 'delivered' | 'failed'

/** One accepted payload of a lead: the create is version 1, each update adds one. */
export interface LeadVersion {
  readonly version: number
  readonly payload: LeadPayload
  readonly received_at: number
  /** `{lead id}:{version}`: the CRM sees the same key on every retry of this version */
  readonly idempotency_key: string
  readonly state: DeliveryState
  readonly attempts: number
  readonly last_error: string | null
  readonly delivered_at: number | null
}

export interface StoredLead {
  readonly id: string
  readonly tenant: string
  readonly destination: LeadDestination
  /** the latest version number and payload */
  readonly version: number
  readonly payload: LeadPayload
  readonly created_at: number
  readonly updated_at: number
  /** the id the receiving system gave the lead on its first delivery (used for its updates) */
  readonly remote_id: string | null
  /** delivery state of the latest version */
  readonly state: DeliveryState
  /** every version, oldest first */
  readonly history: readonly LeadVersion[]
}

/** One version of one lead on its way to the receiving system. */
export interface LeadDelivery {
  readonly leadId: string
  readonly version: number
  readonly tenant: string
  readonly destination: LeadDestination
  readonly payload: LeadPayload
  readonly idempotencyKey: string
  /** set once an earlier version has been delivered and the receiver answered with its id */
  readonly remoteId: string | null
  /** attempts already made for this version (before this one) */
  readonly attempts: number
}

/**
 * A delivery the receiver refused. `permanent` means retrying the same request cannot succeed
 * (the receiver rejected it as invalid); anything else is retried.
 */
export class LeadDeliveryError extends Error {
  override readonly name = 'LeadDeliveryError'
  readonly permanent: boolean
  readonly status: number | null
  constructor(message: string, options: { permanent: boolean; status?: number | null; cause?: unknown }) {
    super(message, { cause: options.cause })
    this.permanent = options.permanent
    this.status = options.status ?? null
  }
}

/** Where accepted leads end up (the dealer's CRM, Car Clarity, or the local inbox). Idempotent by key. */
export interface LeadGatewayPort {
  deliver(delivery: LeadDelivery, signal?: AbortSignal): Promise<{ remoteId: string | null }>
}

/** A lead to create: for the tenant, to a destination, with the sender's Idempotency-Key when it sent one. */
export interface NewLead {
  readonly tenant: string
  readonly destination: LeadDestination
  readonly payload: LeadPayload
  /** the sender's `Idempotency-Key` (domain/leads/lead-request-key.ts): one lead per key and tenant */
  readonly requestKey?: string | null
}

/** What a create answers: the new lead, or (`replayed`) the tenant's lead created earlier with the same request key. */
export type CreatedLead = StoredLead & { readonly replayed: boolean }

/** What a create made within the sender's rate limit answers: held back by the limit, or the lead (new or replayed). */
export type CreateWithinLimit =
  | { readonly ok: false; readonly retryAfterSeconds: number }
  | { readonly ok: true; readonly id: string; readonly replayed: boolean }

/**
 * A store that takes the sender's rate-limit token and writes the lead as one write (one round trip and one commit
 * where the take and the create were two of each): the lead is written only when the take lets the sender through.
 * The same buckets as the lead limiter it was made with, so a sender counts once whichever way it came in.
 */
export interface LeadCreateWithinLimitPort {
  /**
   * The take from `limitKey`'s bucket at `now` and, when it lets the sender through, `create(input)`'s write. null:
   * the one write could not settle the take (another process or instance changed the bucket meanwhile); nothing was
   * written, and the caller takes and creates the usual way.
   */
  create(limitKey: string, now: number, input: NewLead): Promise<CreateWithinLimit | null>
}

/** The durable record every accepted lead is written to before delivery. */
export interface LeadStorePort {
  /**
   * Writes the lead and its first version, unless the tenant already has a lead with `requestKey`: then nothing is
   * written and that lead is answered, `replayed`. The store decides (in the write's transaction, behind a unique
   * index), so concurrent creates with one key make one lead.
   */
  create(input: NewLead): Promise<CreatedLead>
  /** the id of the tenant's lead created with this request key, or null */
  leadIdOfRequestKey(tenant: string, requestKey: string): Promise<string | null>
  /** null when no lead with this id belongs to the tenant */
  update(tenant: string, id: string, payload: LeadPayload): Promise<StoredLead | null>
  get(tenant: string, id: string): Promise<StoredLead | null>
  /** newest first; `null` tenant lists every tenant's leads */
  list(tenant: string | null, limit: number): Promise<readonly StoredLead[]>
}

/**
 * Word between the processes of a deployment that a lead was stored, so the one running the delivery loop looks at
 * the outbox at once instead of on its next poll (which stays as the fallback: the word is best effort, never
 * what makes a lead durable or delivered once; the outbox's claims do that).
 */
export interface OutboxSignalPort {
  /** tells the delivering process(es) that this process stored a lead (a no-op where the store's write tells them) */
  announce(): void
  /** calls `wake` whenever any process of the deployment stored a lead; answers how to stop listening */
  listen(wake: () => void): () => Promise<void>
}

/** The delivery side of the store: versions waiting for the receiving system. */
export interface LeadOutboxPort {
  /**
   * Claims up to `limit` versions that are due, each the oldest undelivered version of its lead
   * (a lead's updates reach the receiver in order), and hides them from other claims until `claimUntil`.
   */
  claimDue(now: number, limit: number, claimUntil: number): Promise<readonly LeadDelivery[]>
  markDelivered(idempotencyKey: string, remoteId: string | null, now: number): Promise<void>
  markRetry(idempotencyKey: string, error: string, nextAttemptAt: number): Promise<void>
  /** the receiver refused the version for good: it stays in the store, visible, and is not retried */
  markFailed(idempotencyKey: string, error: string, now: number): Promise<void>
  /** after a restart nothing is in flight: every claim is released so pending versions go out at once */
  releaseClaims(): Promise<void>
  /** the earliest time a pending version becomes due, or null when none waits */
  nextDueAt(): Promise<number | null>
  counts(): Promise<Readonly<Record<DeliveryState, number>>>
  /** when the oldest version still pending was received, or null when none waits (what an operator alerts on) */
  oldestPendingAt(): Promise<number | null>
}
