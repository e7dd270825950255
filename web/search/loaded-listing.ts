import type { ListingData } from '@domain/search/listing-data.ts'
import type { PackedCards } from './packed-cards.ts'

/** A listing as the page shows it: the listing plus the key it is cached under in the browser. */
export type LoadedListing = ListingData & { readonly key: string }

/**
 * Loader data of a listing route, which the page's serialised state carries: the listing with its cars packed
 * (web/search/packed-cards.ts: no field names, the disclaimers' shared closing text once). `unpackListing`
 * (web/search/listing-unpack.ts) gives the page its `LoadedListing`.
 */
export type PackedListing = Omit<LoadedListing, 'hits'> & { readonly hits: PackedCards }
