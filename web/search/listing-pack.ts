import type { CardCar } from '@domain/cars/card-car.ts'
import { packCards, type PackedCards } from '@domain/search/packed-cards.ts'
import { promoStillToShow } from '@domain/promos/promo-cards.ts'
import type { LoadedListing, PackedListing } from './loaded-listing.ts'

/**
 * Packed for the page's state: the cars packed, and only the promos that may still show (not the ended ones). In
 * the listing's own chunk, with the unpacking (listing-unpack.ts): the route's loader loads it on first use.
 */
export function packListing(loaded: LoadedListing): PackedListing {
  const promos = loaded.promos.filter((promo) => promoStillToShow(promo, loaded.nowMs))
  const packed: PackedListing = { ...loaded, hits: packedPage(loaded.hits), promos }
  // the page this loader feeds renders from the listing it packed: unpacking gives the same cars back
  // (packed-cards.test.ts), so the page takes them as they were rather than unpacking them again
  packedFrom.set(packed, { ...loaded, promos })
  return packed
}

/**
 * Pages of cars packed lately, by their first car: the server projects each car once per version (its card objects
 * are kept, application/search/kept-cards.ts), and many listings of a tenant show the same page of cars (the first
 * page under other filters, a later page of the same sort), so the same cars are packed once. Packing is a function
 * of the cars alone; the packed form is read, never changed, by the router's serialiser and `unpackCards`.
 */
const packedPages = new WeakMap<
  CardCar,
  Array<{ readonly hits: ReadonlyArray<CardCar>; readonly packed: PackedCards }>
>()
const PAGES_PER_FIRST_CAR = 4

const packedPage = (hits: ReadonlyArray<CardCar>): PackedCards => {
  const first = hits[0]
  if (first === undefined) return packCards(hits)
  const kept = packedPages.get(first) ?? []
  const known = kept.find((page) => page.hits.length === hits.length && page.hits.every((car, i) => car === hits[i]))
  if (known) return known.packed
  const packed = packCards(hits)
  packedPages.set(first, [{ hits: [...hits], packed }, ...kept.slice(0, PAGES_PER_FIRST_CAR - 1)])
  return packed
}

/** Listings this process packed, by their packed form: what `unpackListing` would give back, already at hand. */
const packedFrom = new WeakMap<PackedListing, LoadedListing>()

/** The listing `packed` was made from in this process (a server render, a navigation in the browser); else undefined. */
export const listingPackedHere = (packed: PackedListing): LoadedListing | undefined => packedFrom.get(packed)
