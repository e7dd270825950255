import { describe, expect, it } from 'vitest'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { capListingCache, listingQueryKey } from './listing-cache.ts'

const keep = (client: QueryClient, key: string) => client.setQueryData(listingQueryKey(key), { key })
const kept = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((q) => q.queryKey[1])

describe('listing cache (SPEC §9 result cache)', () => {
  it('keeps at most the cap of listing answers, the oldest going first', () => {
    const client = new QueryClient()
    capListingCache(client, 3)
    for (const key of ['/a', '/b', '/c', '/d']) keep(client, key)
    client.setQueryData(['home-widget-count', {}], 1) // not a listing: never counted or evicted
    expect(kept(client)).toEqual(['/b', '/c', '/d', {}])
  })

  it('keeps the answer the page shows, however old', () => {
    const client = new QueryClient()
    capListingCache(client, 2)
    keep(client, '/a')
    const unsubscribe = new QueryObserver(client, { queryKey: listingQueryKey('/a'), enabled: false }).subscribe(
      () => {},
    )
    for (const key of ['/b', '/c']) keep(client, key)
    expect(kept(client)).toEqual(['/a', '/c'])
    unsubscribe()
  })
})
