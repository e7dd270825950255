import { unpackCards } from '@domain/search/packed-cards.ts'
import type { LoadedListing, PackedListing } from './listing-route.ts'

/** The listing a listing route's loader packed (web/search/listing-route.ts), as the page shows it. */
export const unpackListing = (packed: PackedListing): LoadedListing => ({ ...packed, hits: unpackCards(packed.hits) })
