import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../components/layout/NotFoundPage.tsx'
import { VehicleDetailPage } from '../../components/vehicle/VehicleDetailPage.tsx'
import { detailRoute } from '../../vehicle/detail-route.ts'

/** SPEC §2 detail page at /campers/{slug}. */
export const Route = createFileRoute('/campers/$slug')({
  // an anonymous visit's page is kept by the response cache, whatever the address's parameters
  staticData: { responseCache: 'page' },
  ...detailRoute('/campers'),
  component: () => <VehicleDetailPage detail={Route.useLoaderData()} />,
  notFoundComponent: NotFoundPage,
})
