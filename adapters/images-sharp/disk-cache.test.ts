import { describe, expect, it } from 'vitest'
import { mkdtempSync, readdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDiskCache } from './disk-cache.ts'

const hash = (n: number) => `${String(n).padStart(2, '0')}${'a'.repeat(38)}`
const kilobyte = (fill: number) => new Uint8Array(1024).fill(fill)

/** Bytes of every file in the cache folder, as the disk has them. */
function onDisk(dir: string): number {
  return readdirSync(dir)
    .flatMap((folder) => readdirSync(join(dir, folder)).map((name) => statSync(join(dir, folder, name)).size))
    .reduce((a, b) => a + b, 0)
}

describe('the image disk cache is bounded by bytes', () => {
  it('never holds more than its bound: the least recently read or written variants go first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'disk-cache-'))
    const cache = createDiskCache(dir, 3 * 1024)
    for (const n of [1, 2, 3]) await cache.write(hash(n), 'webp', kilobyte(n))
    expect(await cache.read(hash(1), 'webp')).not.toBeNull() // 1 is now the most recently used
    await cache.write(hash(4), 'webp', kilobyte(4))
    expect(await cache.read(hash(2), 'webp')).toBeNull()
    for (const n of [1, 3, 4]) expect((await cache.read(hash(n), 'webp'))?.[0], `variant ${n}`).toBe(n)
    expect(await cache.usage()).toEqual({ bytes: 3 * 1024, files: 3 })
    expect(onDisk(dir)).toBe(3 * 1024)
  })

  it('stays within its bound however many variants are written, and counts what a restart finds', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'disk-cache-'))
    const cache = createDiskCache(dir, 10 * 1024)
    for (let n = 0; n < 50; n++) await cache.write(hash(n), 'avif', kilobyte(n))
    expect(onDisk(dir)).toBe(10 * 1024)
    const smaller = createDiskCache(dir, 4 * 1024)
    expect(await smaller.usage()).toEqual({ bytes: 4 * 1024, files: 4 })
    expect(onDisk(dir)).toBe(4 * 1024)
    expect((await smaller.read(hash(49), 'avif'))?.[0]).toBe(49) // the newest survive
  })
})
