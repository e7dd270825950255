import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '../../../components/vehicle/CheckoutPage.tsx'
import { checkoutRoute } from '../../../vehicle/checkout-route.ts'

/** SPEC §2 buy-online page (sites with checkout.buy_online). */
export const Route = createFileRoute('/cars/$slug/buy-online')({
  ...checkoutRoute('buy-online'),
  component: () => <CheckoutPage view={Route.useLoaderData()} />,
})
