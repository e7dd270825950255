import { useSyncExternalStore } from 'react'
import { cleanIds, toggleFavourite } from '@domain/favourites/favourites.ts'
import { analytics } from '../vehicle/analytics.ts'
import { pushWatchlist } from './garage-session.ts'

/** Saved cars live in the browser (SPEC §4 Favourites); a signed-in garage also keeps them on the server. */
export const FAVOURITES_KEY = 'favourite_car_ids'

const EMPTY: readonly string[] = []
let cache: readonly string[] | null = null
const listeners = new Set<() => void>()

function read(): readonly string[] {
  if (cache) return cache
  try {
    cache = cleanIds(JSON.parse(window.localStorage.getItem(FAVOURITES_KEY) ?? '[]'))
  } catch {
    cache = []
  }
  return cache
}

function write(ids: readonly string[]): void {
  cache = cleanIds(ids)
  try {
    window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(cache))
  } catch {
    // storage full or blocked: the list still works for this page
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (e: StorageEvent) => {
    if (e.key === FAVOURITES_KEY) {
      cache = null
      listener()
    }
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The saved car ids; empty while server rendering so the first paint matches. */
export function useFavourites(): readonly string[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY)
}

export type FavouritesListener = (ids: readonly string[]) => void
const changeListeners = new Set<FavouritesListener>()
/** Called after the shopper changes the list (the garage syncs it to the signed-in watchlist). */
export function onFavouritesChanged(listener: FavouritesListener): () => void {
  changeListeners.add(listener)
  return () => changeListeners.delete(listener)
}

/** Toggles a car (domain rule), tracks event 39 on add, and stores the list. */
export function toggleFavouriteCar(carId: string): boolean {
  const result = toggleFavourite(read(), carId)
  write(result.ids)
  if (result.event) analytics().track(result.event)
  for (const listener of changeListeners) listener(read())
  // a signed-in garage keeps the server's watchlist in step
  void pushWatchlist(read())
  return result.added
}

/** Replaces the list (server watchlist merged in after sign-in). */
export function replaceFavourites(ids: readonly string[]): void {
  write(ids)
}

export const readFavourites = (): readonly string[] => (typeof window === 'undefined' ? EMPTY : read())
