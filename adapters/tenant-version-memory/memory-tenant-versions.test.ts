import { describe, expect, it } from 'vitest'
import { createMemoryTenantVersions } from './memory-tenant-versions.ts'

describe('in-process tenant versions', () => {
  it('a bump changes only that tenant’s version', async () => {
    const versions = createMemoryTenantVersions()
    const before = { a: await versions.current('a'), b: await versions.current('b') }
    await versions.bump('a')
    expect(await versions.current('a')).not.toBe(before.a)
    expect(await versions.current('b')).toBe(before.b)
  })
})
