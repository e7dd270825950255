import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { MAX_PATH_CHARS, MAX_SEARCH_CHARS } from '@domain/search/listing-address.ts'
import type { ListingData } from '@domain/search/listing-data.ts'
import { requireTenant } from '../server/http/request-tenant.ts'

export interface ListingInput {
  readonly path: string
  readonly search: string
}

/** Anything the client sends is cut down to two bounded strings; the codec makes sense of the rest. */
const asListingInput = (data: unknown): ListingInput => {
  const d = (data ?? {}) as Record<string, unknown>
  const path = typeof d.path === 'string' && d.path.startsWith('/') ? d.path.slice(0, MAX_PATH_CHARS) : '/search'
  const search = typeof d.search === 'string' ? d.search.slice(0, MAX_SEARCH_CHARS) : ''
  return { path, search }
}

/**
 * One listing page for the request's tenant (from the Host header, never the input): the route loader's data
 * source for the server render and for later client navigations. POST: a long filter set would not fit a GET line.
 * A search failure rejects with the engine's message: the page shows its error state; an address that is no
 * listing page is the not-found page.
 */
export const getListing = createServerFn({ method: 'POST' })
  .validator(asListingInput)
  .handler(async ({ data, context }): Promise<ListingData> => {
    const outcome = await context.app.search.listing.loadListing(requireTenant(context), data.path, data.search)
    if (!outcome.ok && outcome.problem.code === 'not_found') throw notFound()
    if (!outcome.ok) throw new Error(outcome.problem.message)
    return outcome.value
  })

/** Where a bare /search goes: the tenant's default listing with its default city filter and query suffix (SPEC §2). */
export const getDefaultListingHref = createServerFn({ method: 'GET' }).handler(
  async ({ context }): Promise<string> => context.app.search.listing.defaultListingHref(requireTenant(context).site),
)
