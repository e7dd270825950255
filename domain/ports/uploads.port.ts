/** One stored upload: whose it is, what it is, and the lead it was attached to (null until a lead names it). */
export interface UploadRecord {
  readonly id: string
  /** the tenant id of the site it was uploaded to */
  readonly tenant: string
  readonly field: string
  readonly name: string
  readonly mime: string
  readonly size: number
  /** the site's origin as the shopper reached it: delivered links point there */
  readonly origin: string
  readonly created_at: number
  readonly lead_id: string | null
}

/**
 * Where attached files are kept, outside the web root, with their record. Bytes are written before the record, so
 * a record always has its file; `bind` attaches an upload to a lead once (a second lead cannot take it).
 */
export interface UploadStorePort {
  put(record: UploadRecord, bytes: Uint8Array): Promise<void>
  /** null when there is no such upload for this tenant */
  get(tenant: string, id: string): Promise<UploadRecord | null>
  read(tenant: string, id: string): Promise<{ readonly record: UploadRecord; readonly bytes: Uint8Array } | null>
  /** true when the upload is now (or already was) the lead's; false when unknown for the tenant or another lead's */
  bind(tenant: string, id: string, leadId: string): Promise<boolean>
  /**
   * Deletes, on every tenant, the uploads no lead took (`lead_id` null) that were taken before `createdBefore` (ms),
   * file and record; how many went.
   */
  removeUnbound(createdBefore: number): Promise<number>
}

/** Signs and checks the expiring links to an upload (a keyed hash over tenant, id and expiry). */
export interface UploadLinkSignerPort {
  sign(tenant: string, id: string, expiresAtSeconds: number): string
  verify(tenant: string, id: string, expiresAtSeconds: number, signature: string): boolean
}

/** New upload ids: long random, URL-safe. */
export type UploadIdPort = () => string
