import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Optimised images on disk, one file per key hash: `{dir}/{hh}/{hash}.{ext}`. Writes go to a temporary file and
 * are renamed into place, so a reader never sees half a file and two writers of one key cannot corrupt it.
 *
 * The cache holds at most `maxBytes`: past it, the files read or written longest ago are deleted (least recently
 * used first). What is there at start is counted once (ordered by the files' access and change times); reads and
 * writes after that keep the order in memory. Several processes sharing one folder each keep their own count, so
 * the folder stays within `maxBytes` times the number of processes.
 */
export interface DiskCache {
  read(hash: string, ext: string): Promise<Buffer | null>
  write(hash: string, ext: string, bytes: Uint8Array): Promise<void>
  /** the bytes and files this process counts in the cache */
  usage(): Promise<{ readonly bytes: number; readonly files: number }>
}

/** 1 GB: every variant the demo stock asks for, many times over; the disk it may take, whatever is asked. */
export const DEFAULT_CACHE_MAX_BYTES = 1024 * 1024 * 1024

export function createDiskCache(dir: string, maxBytes = DEFAULT_CACHE_MAX_BYTES): DiskCache {
  const pathOf = (hash: string, ext: string) => join(dir, hash.slice(0, 2), `${hash}.${ext}`)
  let sequence = 0
  /** file → its size; Map order is least recently used first */
  const files = new Map<string, number>()
  let total = 0

  const forget = (file: string) => {
    total -= files.get(file) ?? 0
    files.delete(file)
  }
  const remember = (file: string, size: number) => {
    forget(file)
    files.set(file, size)
    total += size
  }

  const counted = (async (): Promise<void> => {
    const found: { file: string; size: number; at: number }[] = []
    for (const folder of await readdir(dir).catch(() => [] as string[])) {
      for (const name of await readdir(join(dir, folder)).catch(() => [] as string[])) {
        if (name.endsWith('.tmp')) continue
        const file = join(dir, folder, name)
        const info = await stat(file).catch(() => null)
        if (info?.isFile()) found.push({ file, size: info.size, at: Math.max(info.atimeMs, info.mtimeMs) })
      }
    }
    for (const { file, size } of found.sort((a, b) => a.at - b.at)) if (!files.has(file)) remember(file, size)
    await evict()
  })().catch(() => {
    // a file that cannot be read or deleted at start is left uncounted: the cache still works, bounded by what it knows
  })

  async function evict(): Promise<void> {
    while (total > maxBytes && files.size > 0) {
      const oldest = files.keys().next().value!
      forget(oldest)
      await unlink(oldest).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
      })
    }
  }

  return {
    // reads and writes need not wait for the start-up count: it skips files they have already counted
    async read(hash, ext) {
      const file = pathOf(hash, ext)
      try {
        const bytes = await readFile(file)
        remember(file, bytes.byteLength)
        return bytes
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          forget(file)
          return null
        }
        throw error
      }
    },
    async write(hash, ext, bytes) {
      const target = pathOf(hash, ext)
      await mkdir(join(dir, hash.slice(0, 2)), { recursive: true })
      sequence += 1
      const temporary = `${target}.${process.pid}.${sequence}.tmp`
      await writeFile(temporary, bytes)
      await rename(temporary, target)
      remember(target, bytes.byteLength)
      await evict()
    },
    async usage() {
      await counted
      return { bytes: total, files: files.size }
    },
  }
}
