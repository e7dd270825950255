import type { KeyValueStorage } from '@domain/ports/key-value-storage.port.ts'

/** The browser's storage of a kind, or null where there is none (no window, or storage disabled). */
export function browserStorage(kind: 'local' | 'session' = 'local'): KeyValueStorage | null {
  try {
    if (typeof window === 'undefined') return null
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    // storage can be disabled (privacy modes): forms still work, just without tracking or prefill
    return null
  }
}
