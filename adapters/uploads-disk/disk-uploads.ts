import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { UploadIdPort, UploadLinkSignerPort, UploadRecord, UploadStorePort } from '@domain/ports/uploads.port.ts'

const SAFE = /^[A-Za-z0-9_-]{1,100}$/

/**
 * Attached files on disk under `{dir}/{tenant}/`, outside the web root (DATA_DIR/uploads): the bytes as `{id}.bin`
 * (no extension a server would run or serve as a page) and the record as `{id}.json`, each written to a temporary
 * name first and renamed, so a record never points at half a file.
 */
export function createDiskUploadStore(dir: string): UploadStorePort {
  const folder = (tenant: string) => {
    if (!SAFE.test(tenant)) throw new Error(`upload store: unusable tenant key ${JSON.stringify(tenant)}`)
    return join(dir, tenant)
  }
  const path = (tenant: string, id: string, ext: 'bin' | 'json') => join(folder(tenant), `${id}.${ext}`)
  async function writeAtomically(file: string, data: Uint8Array | string) {
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`
    await writeFile(temporary, data, { mode: 0o600 })
    await rename(temporary, file)
  }
  async function get(tenant: string, id: string): Promise<UploadRecord | null> {
    if (!SAFE.test(id) || !SAFE.test(tenant)) return null
    try {
      const record = JSON.parse(await readFile(path(tenant, id, 'json'), 'utf8')) as UploadRecord
      return record.tenant === tenant && record.id === id ? record : null
    } catch {
      return null
    }
  }
  // binds of one process run one after another, so two leads naming one upload cannot both take it
  let queue: Promise<unknown> = Promise.resolve()
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(work)
    queue = turn.catch(() => {})
    return turn
  }
  /** one tenant's uploads no lead took before `createdBefore`, removed record first (no record without its file) */
  async function sweepTenant(tenant: string, createdBefore: number): Promise<number> {
    let removed = 0
    const names = await readdir(folder(tenant)).catch(() => [] as string[])
    for (const name of names) {
      if (name.endsWith('.tmp')) {
        // a write cut short by a crash: gone once it is as old as an unbound upload
        const file = join(folder(tenant), name)
        const info = await stat(file).catch(() => null)
        if (info && info.mtimeMs < createdBefore) await rm(file, { force: true })
        continue
      }
      const id = /^(.+)\.json$/.exec(name)?.[1]
      if (!id || !SAFE.test(id)) continue
      // in turn with the binds: a lead taking the upload now either wins (it stays) or finds it gone
      const gone = await inTurn(async () => {
        const record = await get(tenant, id)
        if (!record || record.lead_id !== null || !(record.created_at < createdBefore)) return false
        await rm(path(tenant, id, 'json'), { force: true })
        await rm(path(tenant, id, 'bin'), { force: true })
        return true
      })
      if (gone) removed++
    }
    return removed
  }
  return {
    async put(record, bytes) {
      await mkdir(folder(record.tenant), { recursive: true, mode: 0o700 })
      await writeAtomically(path(record.tenant, record.id, 'bin'), bytes)
      await writeAtomically(path(record.tenant, record.id, 'json'), JSON.stringify(record))
    },
    get,
    async read(tenant, id) {
      const record = await get(tenant, id)
      if (!record) return null
      return { record, bytes: new Uint8Array(await readFile(path(tenant, id, 'bin'))) }
    },
    bind(tenant, id, leadId) {
      return inTurn(async () => {
        const record = await get(tenant, id)
        if (!record || (record.lead_id !== null && record.lead_id !== leadId)) return false
        if (record.lead_id === null)
          await writeAtomically(path(tenant, id, 'json'), JSON.stringify({ ...record, lead_id: leadId }))
        return true
      })
    },
    async removeUnbound(createdBefore) {
      const tenants = await readdir(dir, { withFileTypes: true }).catch(() => [])
      let removed = 0
      for (const entry of tenants)
        if (entry.isDirectory() && SAFE.test(entry.name)) removed += await sweepTenant(entry.name, createdBefore)
      return removed
    },
  }
}

/** HMAC-SHA256 over `{tenant}/{id}/{expires}` with the server's secret, base64url. */
export function createHmacUploadSigner(secret: string): UploadLinkSignerPort {
  const sign = (tenant: string, id: string, expires: number) =>
    createHmac('sha256', secret).update(`${tenant}/${id}/${expires}`).digest('base64url')
  return {
    sign,
    verify(tenant, id, expires, signature) {
      const expected = Buffer.from(sign(tenant, id, expires))
      const given = Buffer.from(signature)
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
}

export const randomUploadId: UploadIdPort = () => randomBytes(18).toString('base64url')
