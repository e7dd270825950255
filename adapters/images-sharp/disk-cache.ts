import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Optimised images on disk, one file per key hash: `{dir}/{hh}/{hash}.{ext}`. Writes go to a temporary file and
 * are renamed into place, so a reader never sees half a file and two writers of one key cannot corrupt it.
 */
export interface DiskCache {
  read(hash: string, ext: string): Promise<Buffer | null>
  write(hash: string, ext: string, bytes: Uint8Array): Promise<void>
}

export function createDiskCache(dir: string): DiskCache {
  const pathOf = (hash: string, ext: string) => join(dir, hash.slice(0, 2), `${hash}.${ext}`)
  let sequence = 0
  return {
    async read(hash, ext) {
      try {
        return await readFile(pathOf(hash, ext))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async write(hash, ext, bytes) {
      const target = pathOf(hash, ext)
      await mkdir(join(dir, hash.slice(0, 2)), { recursive: true })
      const temporary = `${target}.${process.pid}.${(sequence += 1)}.tmp`
      await writeFile(temporary, bytes)
      await rename(temporary, target)
    },
  }
}
