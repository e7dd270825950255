/**
 * The browser's key-value storage as the client code uses it: JSON in, JSON out, and a page that works without
 * it (storage can be disabled, full or tampered with). Imports nothing, so the page-view recorder that every page
 * runs at load stays a few hundred bytes.
 */

/** The slice of Storage these helpers use (tests pass a Map-backed one). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export function browserStorage(kind: 'local' | 'session' = 'local'): KeyValueStorage | null {
  try {
    if (typeof window === 'undefined') return null
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    // storage can be disabled (privacy modes): forms still work, just without tracking or prefill
    return null
  }
}

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
