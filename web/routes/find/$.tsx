import { createFileRoute } from '@tanstack/react-router'
import { ListingPage } from '../../components/search/ListingPage.tsx'
import { ListingError } from '../../components/search/ListingError.tsx'
import { listingHead, listingLoaderDeps, loadListingRoute } from '../../search/listing-route.ts'

/** SPEC §2 listing pages under /find/$: the address is the state; the first page of results is server-rendered. */
export const Route = createFileRoute('/find/$')({
  loaderDeps: listingLoaderDeps,
  loader: ({ context, location, deps }) => loadListingRoute(context.queryClient, location.pathname, deps.q),
  head: ({ loaderData, matches }) => listingHead(loaderData, matches),
  component: FindListing,
  errorComponent: ListingError,
})

function FindListing() {
  return <ListingPage loaded={Route.useLoaderData()} />
}
