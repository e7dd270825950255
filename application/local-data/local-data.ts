import { Schema } from 'effect'
import {
  EMPTY_LOCAL_DATA,
  StoredLocalData,
  leadTrackingData,
  recordPageVisit,
} from '@domain/local-data/stored-local-data.ts'
import { StoredUser } from '@domain/users/user.schema.ts'
import { leadName } from '@domain/leads/lead-payload.ts'
import type { FieldValue } from '@domain/forms/form-field.ts'
import type { KeyValueStorage } from '@domain/ports/key-value-storage.port.ts'
import { readJson, writeJson } from './stored-json.ts'
import { takePendingVisits } from './pending-visits.ts'

/**
 * SPEC §4 Stored local data and §3 User: localStorage holds the first-page query, the visited
 * pages and the shopper's details; the ageing rules are the domain's. Storage is per origin, so per tenant.
 */
export const LOCAL_DATA_KEY = 'dealer.local-data'
export const USER_KEY = 'dealer.user'

/** The stored data, decoded (the shopper can tamper with it: anything invalid reads as empty). */
export function readLocalData(storage: KeyValueStorage | null): StoredLocalData {
  const raw = readJson(storage, LOCAL_DATA_KEY)
  if (raw === undefined) return EMPTY_LOCAL_DATA
  const decoded = Schema.decodeUnknownExit(StoredLocalData)(raw)
  return decoded._tag === 'Success' ? decoded.value : EMPTY_LOCAL_DATA
}

export function queryRecord(search: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of new URLSearchParams(search)) if (!(k in out)) out[k] = v
  return out
}

/** A page view added under the domain's rules, unless it is already the latest visit (counted once). */
const withVisit = (data: StoredLocalData, path: string, search: string, atMs: number): StoredLocalData =>
  data.visited_pages.at(-1) === path ? data : recordPageVisit(data, { path, query: queryRecord(search) }, atMs)

/** Keeps `data` as the stored local data and answers it. */
const store = (storage: KeyValueStorage | null, data: StoredLocalData): StoredLocalData => {
  writeJson(storage, LOCAL_DATA_KEY, data)
  return data
}

/**
 * The stored data with the page views noted at load (web/client/pending-visits.ts) folded in, oldest first, each
 * at its own time, so ageing and the 50-page cap apply as if each had been recorded when it happened.
 */
export function currentLocalData(storage: KeyValueStorage | null): StoredLocalData {
  const pending = takePendingVisits(storage)
  const data = readLocalData(storage)
  if (pending.length === 0) return data
  const next = pending.reduce((d, v) => withVisit(d, v.path, v.search, v.at), data)
  return store(storage, next)
}

/** Records one page view (path + query) under the domain's ageing rules. */
export function recordVisit(
  path: string,
  search: string,
  nowMs: number,
  storage: KeyValueStorage | null,
): StoredLocalData {
  return store(storage, recordPageVisit(currentLocalData(storage), { path, query: queryRecord(search) }, nowMs))
}

/** Records the page unless it is already the latest visit (the shell may have noted it first). */
export function ensureVisitRecorded(
  path: string,
  search: string,
  nowMs: number,
  storage: KeyValueStorage | null,
): void {
  const data = currentLocalData(storage)
  const next = withVisit(data, path, search, nowMs)
  if (next !== data) writeJson(storage, LOCAL_DATA_KEY, next)
}

/** visited_pages and linked_query_params for a lead. */
export function leadTracking(nowMs: number, storage: KeyValueStorage | null) {
  return leadTrackingData(currentLocalData(storage), nowMs)
}

export function readStoredUser(storage: KeyValueStorage | null): StoredUser {
  const decoded = Schema.decodeUnknownExit(StoredUser)(readJson(storage, USER_KEY) ?? {})
  return decoded._tag === 'Success' ? decoded.value : {}
}

/** Form values prefilled from the stored user: the full-name field joins name and last name. */
export function userPrefill(user: StoredUser): Record<string, string> {
  const out: Record<string, string> = {}
  const full = [user.name, user.last_name].filter((s) => s?.trim()).join(' ')
  if (full) out.name = full
  if (user.last_name) out.last_name = user.last_name
  if (user.email) out.email = user.email
  if (user.phone) out.phone = user.phone
  if (user.postcode) out.postcode = user.postcode
  return out
}

/** Keeps the shopper's details after a submitted form, for the next form's prefill. */
export function rememberUser(
  values: Readonly<Record<string, FieldValue>>,
  storage: KeyValueStorage | null,
): StoredUser {
  const { first_name, last_name } = leadName(values)
  const previous = readStoredUser(storage)
  const str = (v: FieldValue) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined)
  const user: StoredUser = {
    ...previous,
    ...(first_name ? { name: first_name } : {}),
    ...(last_name ? { last_name } : {}),
    ...(str(values.email) ? { email: str(values.email) } : {}),
    ...(str(values.phone) ? { phone: str(values.phone) } : {}),
    ...(str(values.postcode) ? { postcode: str(values.postcode) } : {}),
  }
  writeJson(storage, USER_KEY, user)
  return user
}

/** The car a lead was about, kept for the success page (session only). */
export const SUCCESS_CAR_KEY = 'dealer.success-car'

export interface SuccessCar {
  readonly id: string
  readonly name: string
  readonly slug: string
  readonly image: string | null
}

export function keepSuccessCar(car: SuccessCar | null, storage: KeyValueStorage | null): void {
  if (car) writeJson(storage, SUCCESS_CAR_KEY, car)
  else storage?.removeItem(SUCCESS_CAR_KEY)
}

export function readSuccessCar(storage: KeyValueStorage | null): SuccessCar | null {
  const raw = readJson(storage, SUCCESS_CAR_KEY) as Partial<SuccessCar> | undefined
  if (!raw || typeof raw.id !== 'string' || typeof raw.name !== 'string' || typeof raw.slug !== 'string') return null
  return { id: raw.id, name: raw.name, slug: raw.slug, image: typeof raw.image === 'string' ? raw.image : null }
}

/** A Map-backed storage for tests and for environments without one. */
export function memoryStorage(): KeyValueStorage & { readonly map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  }
}
