import type { LeadDestination, LeadPayload } from '../leads/lead-payload.schema.ts'

export interface StoredLead {
  readonly id: string
  readonly tenant: string
  readonly destination: LeadDestination
  readonly payload: LeadPayload
  readonly created_at: number
  readonly updated_at: number
  readonly delivered: boolean
}

/** Where accepted leads end up (the dealer's CRM, or Car Clarity). Idempotent by key. */
export interface LeadGatewayPort {
  deliver(lead: { id: string; destination: LeadDestination; payload: LeadPayload; idempotencyKey: string }): Promise<void>
}

/** The durable outbox every accepted lead is written to before delivery. */
export interface LeadStorePort {
  create(tenant: string, destination: LeadDestination, payload: LeadPayload): Promise<StoredLead>
  update(tenant: string, id: string, payload: LeadPayload): Promise<StoredLead | null>
  get(tenant: string, id: string): Promise<StoredLead | null>
  list(tenant: string | null, limit: number): Promise<readonly StoredLead[]>
  pendingDelivery(limit: number): Promise<readonly StoredLead[]>
  markDelivered(id: string, version: number): Promise<void>
}
