import { notFound } from '@tanstack/react-router'
import { NotFoundPage } from '../components/layout/NotFoundPage.tsx'
import {
  checkoutSearch,
  getCheckout,
  type CheckoutVariant,
  type CheckoutView,
} from '../functions/checkout.functions.ts'

/**
 * The reserve page's route options for either path (SPEC §2: /cars/{slug}/checkout, and /cars/{slug}/buy-online
 * on buy-online sites): the reserve flow when the reservable rule holds, else why not. `?intent=…&return=1` is
 * back from the bank: the reservation it names opens on "Reserved" when it is finished. The page component stays
 * in the route file, so the router splits it from the route tree.
 */
export function checkoutRoute(variant: CheckoutVariant) {
  return {
    validateSearch: checkoutSearch,
    loaderDeps: ({ search }: { search: { intent?: string } }) => ({ intent: search.intent ?? null }),
    loader: async ({
      params,
      deps,
    }: {
      params: { slug: string }
      deps: { intent: string | null }
    }): Promise<CheckoutView> => {
      const answer = await getCheckout({ data: { slug: params.slug, variant, intent: deps.intent } })
      if (answer.kind === 'not_found') throw notFound()
      return answer.view
    },
    staleTime: 0,
    head: ({ loaderData }: { loaderData?: CheckoutView }) => ({
      meta: [
        { title: loaderData ? `Reserve ${loaderData.car.name}` : 'Reserve online' },
        { name: 'robots', content: 'noindex' },
      ],
    }),
    notFoundComponent: NotFoundPage,
  }
}
