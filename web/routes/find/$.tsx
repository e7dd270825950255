import { createFileRoute } from '@tanstack/react-router'
import css from '../../styles/search.css?url'
import { ListingPage } from '../../components/search/ListingPage.tsx'
import { ListingError } from '../../components/search/ListingError.tsx'
import { listingHead, listingLoaderDeps, loadListingRoute } from '../../search/listing-route.ts'

/** SPEC §2 listing pages under /find/$: the address is the state; the first page of results is server-rendered. */
export const Route = createFileRoute('/find/$')({
  loaderDeps: listingLoaderDeps,
  loader: ({ location, deps }) => loadListingRoute(location.pathname, deps.q),
  head: ({ loaderData, matches }) => listingHead(loaderData, matches, css),
  component: FindListing,
  errorComponent: ListingError,
})

function FindListing() {
  return <ListingPage loaded={Route.useLoaderData()} />
}
