import type { KeyValueStorage } from '@domain/ports/key-value-storage.port.ts'

/**
 * JSON in and out of the shopper's storage, for a page that works without it: storage can be disabled, full or
 * tampered with, so a value that does not parse reads as absent and a write that fails keeps nothing.
 */
export function readJson(storage: KeyValueStorage | null, key: string): unknown {
  if (!storage) return undefined
  try {
    const raw = storage.getItem(key)
    return raw === null ? undefined : JSON.parse(raw)
  } catch {
    return undefined
  }
}

export function writeJson(storage: KeyValueStorage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value))
  } catch {
    // quota or disabled storage: nothing to keep
  }
}
