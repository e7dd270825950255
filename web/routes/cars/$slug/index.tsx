import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../../components/layout/NotFoundPage.tsx'
import { VehicleDetailPage } from '../../../components/vehicle/VehicleDetailPage.tsx'
import { detailRouteHead, loadDetailRoute } from '../../../vehicle/detail-route.ts'

/** SPEC §2 detail page at /cars/{slug}. */
export const Route = createFileRoute('/cars/$slug/')({
  loader: ({ params }) => loadDetailRoute('/cars', params.slug),
  head: ({ loaderData, matches }) => detailRouteHead(loaderData, matches),
  component: DetailRoute,
  notFoundComponent: NotFoundPage,
})

function DetailRoute() {
  return <VehicleDetailPage detail={Route.useLoaderData()} />
}
