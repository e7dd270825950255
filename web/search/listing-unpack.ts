import { unpackCards } from './packed-cards.ts'
import type { LoadedListing, PackedListing } from './loaded-listing.ts'
import { listingPackedHere } from './listing-pack.ts'

/**
 * The listing a listing route's loader packed (web/search/listing-route.ts), as the page shows it: the listing
 * itself when this process packed it (the server's render, a navigation in the browser), else unpacked from the
 * page's state (the browser hydrating a server-rendered page).
 */
export const unpackListing = (packed: PackedListing): LoadedListing =>
  listingPackedHere(packed) ?? { ...packed, hits: unpackCards(packed.hits) }
