import type { CardCar } from '@domain/cars/card-car.ts'
import { packCards, type PackedCards } from './packed-cards.ts'
import { promoStillToShow } from '@domain/promos/promo-cards.ts'
import type { LoadedListing, PackedListing } from './loaded-listing.ts'
import { keptValue } from '../caches/caches.ts'

/**
 * Packed for the page's state: the cars packed, and only the promos that may still show (not the ended ones). In
 * the listing's own chunk, with the unpacking (listing-unpack.ts): the route's loader loads it on first use.
 */
export function packListing(loaded: LoadedListing): PackedListing {
  const promos = loaded.promos.filter((promo) => promoStillToShow(promo, loaded.nowMs))
  const packed: PackedListing = { ...loaded, hits: packedPage(loaded.hits), promos }
  // the page this loader feeds renders from the listing it packed: unpacking gives the same cars back
  // (packed-cards.test.ts), so the page takes them as they were rather than unpacking them again
  Object.defineProperty(packed, PACKED_FROM, { value: { ...loaded, promos } })
  return packed
}

/**
 * Pages of cars packed lately, by their cars (web/caches/caches.ts): the server projects each car once per version
 * (its card objects are kept, application/search/kept-cards.ts), and many listings of a tenant show the same page of
 * cars (the first page under other filters, a later page of the same sort), so the same cars are packed once.
 * Packing is a function of the cars alone; the packed form is read, never changed, by the router's serialiser and
 * `unpackCards`.
 */
const packedPage = (hits: ReadonlyArray<CardCar>): PackedCards => {
  const first = hits[0]
  if (first === undefined) return packCards(hits)
  return keptValue(first, ['packed page', ...hits], () => packCards(hits))
}

/**
 * Where a packed listing made in this process (a server render, a navigation in the browser) holds what it was made
 * from: what `unpackListing` would give back, already at hand. A property of the packed object no serialiser reads
 * (a symbol, not enumerable): it goes with the object.
 */
const PACKED_FROM = Symbol('packed from')

/** The listing `packed` was made from in this process; else undefined. */
export const listingPackedHere = (packed: PackedListing): LoadedListing | undefined =>
  (packed as { [PACKED_FROM]?: LoadedListing })[PACKED_FROM]
