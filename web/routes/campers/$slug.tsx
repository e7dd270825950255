import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../components/layout/NotFoundPage.tsx'
import { VehicleDetailPage } from '../../components/vehicle/VehicleDetailPage.tsx'
import { detailRouteHead, loadDetailRoute } from '../../vehicle/detail-route.ts'

/** SPEC §2 detail page at /campers/{slug}. */
export const Route = createFileRoute('/campers/$slug')({
  loader: ({ params }) => loadDetailRoute('/campers', params.slug),
  head: ({ loaderData, matches }) => detailRouteHead(loaderData, matches),
  component: DetailRoute,
  notFoundComponent: NotFoundPage,
})

function DetailRoute() {
  return <VehicleDetailPage detail={Route.useLoaderData()} />
}
