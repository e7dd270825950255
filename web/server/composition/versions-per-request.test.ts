import { describe, expect, it } from 'vitest'
import type { TenantVersionPort } from '@domain/ports/tenant-version.port.ts'
import { versionsPerRequest } from './versions-per-request.ts'

/** A store's versions that counts its reads, and a request scope the test switches by hand. */
function fixture() {
  const stored = new Map<string, number>()
  let reads = 0
  let failNext = false
  const store: TenantVersionPort = {
    async current(tenantId) {
      reads += 1
      if (failNext) {
        failNext = false
        throw new Error('store out of reach')
      }
      return String(stored.get(tenantId) ?? 0)
    },
    async bump(tenantId) {
      stored.set(tenantId, (stored.get(tenantId) ?? 0) + 1)
    },
  }
  let request: object | undefined
  const versions = versionsPerRequest(store, () => request)
  return {
    versions,
    reads: () => reads,
    failNextRead: () => (failNext = true),
    bumpElsewhere: (tenantId: string) => store.bump(tenantId),
    serve: (own: object | undefined) => (request = own),
  }
}

describe('tenant versions read once per request', () => {
  it('reads the store once per tenant in a request, and again in the next request', async () => {
    const f = fixture()
    f.serve({})
    expect(await Promise.all([f.versions.current('a'), f.versions.current('a'), f.versions.current('b')])).toEqual([
      '0',
      '0',
      '0',
    ])
    expect(await f.versions.current('a')).toBe('0')
    expect(f.reads()).toBe(2)
    await f.bumpElsewhere('a') // another process reserves a car
    expect(await f.versions.current('a')).toBe('0') // the request goes on with the stock as it found it
    f.serve({})
    expect(await f.versions.current('a')).toBe('1') // the next request sees the change
    expect(f.reads()).toBe(3)
  })

  it('forgets the read of a tenant bumped while serving the request', async () => {
    const f = fixture()
    f.serve({})
    expect(await f.versions.current('a')).toBe('0')
    await f.versions.bump('a')
    expect(await f.versions.current('a')).toBe('1')
    expect(f.reads()).toBe(2)
  })

  it('reads the store every time outside a request', async () => {
    const f = fixture()
    f.serve(undefined)
    await f.versions.current('a')
    await f.versions.current('a')
    expect(f.reads()).toBe(2)
  })

  it('does not keep a failed read: the next ask in the request tries the store again', async () => {
    const f = fixture()
    f.serve({})
    f.failNextRead()
    await expect(f.versions.current('a')).rejects.toThrow('store out of reach')
    expect(await f.versions.current('a')).toBe('0')
    expect(f.reads()).toBe(2)
  })
})
