import { createFileRoute } from '@tanstack/react-router'
import { ListingPage } from '../../components/search/ListingPage.tsx'
import { ListingError } from '../../components/search/ListingError.tsx'
import { listingRoute } from '../../search/listing-route.ts'

/** SPEC §2 listing pages under /find/… (tenants of that path family): the address is the state; the first page of results is server-rendered. */
export const Route = createFileRoute('/find/$')({
  // an anonymous visit's page is kept by the response cache, one per set of the listing's parameters
  staticData: { responseCache: 'listing' },
  ...listingRoute(),
  component: () => <ListingPage listing={Route.useLoaderData()} />,
  errorComponent: ListingError,
})
