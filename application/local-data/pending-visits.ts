import type { KeyValueStorage } from '@domain/ports/key-value-storage.port.ts'
import { readJson, writeJson } from './stored-json.ts'

/**
 * Page views noted at load, before the stored local data (SPEC §4) takes them in. Recording a visit into that
 * data means decoding what storage holds with its Effect schema, and that code (Effect's schema runtime) has no
 * business on a page nobody has touched: each page only appends its view here, in plain JSON, and the local-data
 * module folds the noted views in, in order and under the domain's rules, before anything reads or writes the
 * data (a lead form opening, a lead being sent).
 */
export const PENDING_VISITS_KEY = 'dealer.pending-visits'
/** as many as the stored data keeps: older ones would be dropped by its 50-page cap anyway */
export const MAX_PENDING_VISITS = 50

export interface PendingVisit {
  readonly path: string
  /** the query string as the page had it (`?gclid=…` or '') */
  readonly search: string
  readonly at: number
}

const isVisit = (v: unknown): v is PendingVisit =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as PendingVisit).path === 'string' &&
  typeof (v as PendingVisit).search === 'string' &&
  Number.isFinite((v as PendingVisit).at)

/** What storage holds, keeping only well-formed entries (the shopper can tamper with it). */
function pendingVisits(storage: KeyValueStorage | null): PendingVisit[] {
  const raw = readJson(storage, PENDING_VISITS_KEY)
  return Array.isArray(raw) ? raw.filter(isVisit) : []
}

export function notePendingVisit(visit: PendingVisit, storage: KeyValueStorage | null): void {
  if (!storage) return
  writeJson(storage, PENDING_VISITS_KEY, [...pendingVisits(storage), visit].slice(-MAX_PENDING_VISITS))
}

/** The noted views, oldest first, removed from storage: the caller folds them into the stored data. */
export function takePendingVisits(storage: KeyValueStorage | null): PendingVisit[] {
  const visits = pendingVisits(storage)
  if (visits.length) storage?.removeItem(PENDING_VISITS_KEY)
  return visits
}
