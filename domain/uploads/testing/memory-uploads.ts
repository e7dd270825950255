import type { UploadLinkSignerPort, UploadRecord, UploadStorePort } from '../../ports/uploads.port.ts'

/** The upload store in memory, for tests of the use cases and routes. */
export function memoryUploadStore(): UploadStorePort & {
  readonly files: Map<string, { record: UploadRecord; bytes: Uint8Array }>
} {
  const files = new Map<string, { record: UploadRecord; bytes: Uint8Array }>()
  const key = (tenant: string, id: string) => `${tenant}/${id}`
  return {
    files,
    async put(record, bytes) {
      files.set(key(record.tenant, record.id), { record, bytes })
    },
    async get(tenant, id) {
      return files.get(key(tenant, id))?.record ?? null
    },
    async read(tenant, id) {
      return files.get(key(tenant, id)) ?? null
    },
    async bind(tenant, id, leadId) {
      const found = files.get(key(tenant, id))
      if (!found || (found.record.lead_id !== null && found.record.lead_id !== leadId)) return false
      files.set(key(tenant, id), { ...found, record: { ...found.record, lead_id: leadId } })
      return true
    },
    async removeUnbound(createdBefore) {
      let removed = 0
      for (const [at, { record }] of files)
        if (record.lead_id === null && record.created_at < createdBefore) removed += files.delete(at) ? 1 : 0
      return removed
    },
  }
}

/** A signer whose signature is readable: `{tenant}.{id}.{expires}`. */
export const plainSigner: UploadLinkSignerPort = {
  sign: (tenant, id, expires) => `${tenant}.${id}.${expires}`,
  verify: (tenant, id, expires, signature) => signature === `${tenant}.${id}.${expires}`,
}

let next = 0
/** Upload ids in sequence, long enough for the id rule. */
export const sequentialUploadIds = () => `upload-id-${String(++next).padStart(8, '0')}`
