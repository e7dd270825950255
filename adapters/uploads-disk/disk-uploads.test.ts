import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createDiskUploadStore, createHmacUploadSigner, randomUploadId } from './disk-uploads.ts'

const record = (id: string) => ({
  id,
  tenant: 'demo-motors',
  field: 'resume',
  name: 'cv.pdf',
  mime: 'application/pdf',
  size: 8,
  origin: 'https://x',
  created_at: 0,
  lead_id: null,
})

describe('disk upload store', () => {
  it('keeps the bytes and the record under {dir}/{tenant}/, readable only by the server, bound once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'uploads-'))
    const store = createDiskUploadStore(dir)
    const id = randomUploadId()
    await store.put(record(id), new TextEncoder().encode('%PDF-1.4'))
    expect(readFileSync(join(dir, 'demo-motors', `${id}.bin`), 'utf8')).toBe('%PDF-1.4')
    expect(statSync(join(dir, 'demo-motors', `${id}.bin`)).mode & 0o777).toBe(0o600)
    expect(await store.get('kiwi-cars-nz', id)).toBeNull()
    expect(await store.get('demo-motors', `../demo-motors/${id}`)).toBeNull()
    const [a, b] = await Promise.all([store.bind('demo-motors', id, 'lead-1'), store.bind('demo-motors', id, 'lead-2')])
    expect([a, b]).toEqual([true, false])
    expect((await store.read('demo-motors', id))!.record.lead_id).toBe('lead-1')
    expect(existsSync(join(dir, 'demo-motors', `${id}.json`))).toBe(true)
  })

  it('removes, on every tenant, the unbound uploads taken before the cut-off, file and record; bound ones stay', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'uploads-'))
    const store = createDiskUploadStore(dir)
    const at = (id: string, tenant: string, created_at: number) => ({ ...record(id), tenant, created_at })
    const bytes = new TextEncoder().encode('%PDF-1.4')
    const [old, bound, fresh, nz] = [randomUploadId(), randomUploadId(), randomUploadId(), randomUploadId()]
    await store.put(at(old, 'demo-motors', 1_000), bytes)
    await store.put(at(bound, 'demo-motors', 1_000), bytes)
    await store.put(at(fresh, 'demo-motors', 5_000), bytes)
    await store.put(at(nz, 'kiwi-cars-nz', 1_000), bytes)
    await store.bind('demo-motors', bound, 'lead-1')

    // a bind racing the sweep: the upload either stays bound or is gone, never bound and gone
    const [removed, took] = await Promise.all([store.removeUnbound(5_000), store.bind('demo-motors', old, 'lead-2')])
    expect(removed + (took ? 1 : 0)).toBe(2)
    expect(existsSync(join(dir, 'demo-motors', `${old}.bin`))).toBe(took)
    expect(existsSync(join(dir, 'demo-motors', `${old}.json`))).toBe(took)
    expect(await store.get('kiwi-cars-nz', nz)).toBeNull()
    expect(existsSync(join(dir, 'kiwi-cars-nz', `${nz}.bin`))).toBe(false)
    expect(await store.get('demo-motors', bound)).not.toBeNull()
    expect(await store.get('demo-motors', fresh)).not.toBeNull()
    expect(await store.removeUnbound(5_000)).toBe(0)
  })

  it('signs links per tenant, id and expiry', () => {
    const signer = createHmacUploadSigner('secret')
    const signature = signer.sign('demo-motors', 'abc', 100)
    expect(signer.verify('demo-motors', 'abc', 100, signature)).toBe(true)
    expect(signer.verify('demo-motors', 'abc', 101, signature)).toBe(false)
    expect(signer.verify('kiwi-cars-nz', 'abc', 100, signature)).toBe(false)
    expect(createHmacUploadSigner('other').verify('demo-motors', 'abc', 100, signature)).toBe(false)
  })
})
