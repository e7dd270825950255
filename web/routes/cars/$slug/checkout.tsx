import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundPage } from '../../../components/layout/NotFoundPage.tsx'
import { CheckoutPage } from '../../../components/vehicle/CheckoutPage.tsx'
import { getCheckout } from '../../../vehicle/checkout.functions.ts'

/** SPEC §2 checkout page: the reserve flow when the reservable rule holds, else why not. */
export const Route = createFileRoute('/cars/$slug/checkout')({
  loader: async ({ params }) => {
    const answer = await getCheckout({ data: { slug: params.slug, variant: 'checkout' } })
    if (answer.kind === 'not_found') throw notFound()
    return answer.view
  },
  staleTime: 0,
  head: ({ loaderData }) => ({
    meta: [
      { title: loaderData ? `Reserve ${loaderData.car.name}` : 'Reserve online' },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: CheckoutRoute,
  notFoundComponent: NotFoundPage,
})

function CheckoutRoute() {
  return <CheckoutPage view={Route.useLoaderData()} />
}
