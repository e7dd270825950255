import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundPage } from '../../../components/layout/NotFoundPage.tsx'
import { CheckoutPage } from '../../../components/vehicle/CheckoutPage.tsx'
import { checkoutSearch, getCheckout } from '../../../vehicle/checkout.functions.ts'

/** SPEC §2 buy-online page: the reserve flow when the reservable rule holds, else why not. */
export const Route = createFileRoute('/cars/$slug/buy-online')({
  // `?intent=…&return=1`: back from the bank; the reservation it names opens on "Reserved" when it is finished
  validateSearch: checkoutSearch,
  loaderDeps: ({ search }) => ({ intent: search.intent ?? null }),
  loader: async ({ params, deps }) => {
    const answer = await getCheckout({ data: { slug: params.slug, variant: 'buy-online', intent: deps.intent } })
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
