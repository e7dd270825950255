import { createFileRoute } from '@tanstack/react-router'
import { ListingPage } from '../../components/search/ListingPage.tsx'
import { ListingError } from '../../components/search/ListingError.tsx'
import { listingRoute } from '../../search/listing-route.ts'

/** SPEC §2 listing pages under /find/… (tenants of that path family): the address is the state; the first page of results is server-rendered. */
export const Route = createFileRoute('/find/$')({
  ...listingRoute(),
  component: () => <ListingPage listing={Route.useLoaderData()} />,
  errorComponent: ListingError,
})
