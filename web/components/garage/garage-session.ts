import type { AuthSession } from '@domain/users/user.schema.ts'

/** A hint (not a credential: the session cookie is httpOnly) that this browser has a signed-in garage. */
export const SIGNED_IN_HINT_KEY = 'garage_signed_in'

const readHint = () => {
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT_KEY) === '1'
  } catch {
    return false
  }
}
export function setSignedInHint(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1')
    else window.localStorage.removeItem(SIGNED_IN_HINT_KEY)
  } catch {
    // storage blocked: the garage page still syncs when visited
  }
}

/** SPEC §7 GET /api/auth; a failed load is logged only (SPEC §8) and reads as signed out. */
export async function loadSession(): Promise<AuthSession> {
  try {
    const response = await fetch('/api/auth', { headers: { accept: 'application/json' }, credentials: 'same-origin' })
    if (!response.ok) throw new Error(`GET /api/auth answered ${response.status}`)
    const body = (await response.json()) as AuthSession
    setSignedInHint(body.user !== null)
    return { user: body.user ?? null, watchlist: Array.isArray(body.watchlist) ? body.watchlist : [] }
  } catch (error) {
    console.warn('Could not load the garage session', error)
    return { user: null, watchlist: [] }
  }
}

/** Saves the watchlist when this browser is signed in; failures are logged, never shown. */
export async function pushWatchlist(ids: readonly string[], force = false): Promise<AuthSession | null> {
  if (!force && !readHint()) return null
  try {
    const response = await fetch('/api/auth/watchlist', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ watchlist: ids }),
      credentials: 'same-origin',
    })
    if (response.status === 401) setSignedInHint(false)
    return response.ok ? ((await response.json()) as AuthSession) : null
  } catch (error) {
    console.warn('Could not save the watchlist', error)
    return null
  }
}

/** Local favourites first, then the server's that are not already there. */
export function mergeWatchlists(local: readonly string[], server: readonly string[]): string[] {
  return [...new Set([...local, ...server])]
}

export async function postJson(path: string, body: unknown): Promise<{ ok: boolean; data: Record<string, unknown> }> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  })
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>
  return { ok: response.ok, data }
}
