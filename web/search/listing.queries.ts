import { queryOptions } from '@tanstack/react-query'
import type { ListingData } from '@domain/search/listing-data.ts'
import { LISTING_FRESHNESS, listingQueryKey } from './listing-cache.ts'
import { listingKeyParts } from '@domain/search/listing-key.ts'
import { getListing } from '../functions/search.functions.ts'

/** The listing at a key through the listing server function: route loaders, on the server and in the browser. */
export const listingQuery = (key: string) =>
  queryOptions({
    queryKey: listingQueryKey(key),
    queryFn: (): Promise<ListingData> => getListing({ data: listingKeyParts(key) }),
    ...LISTING_FRESHNESS,
  })
