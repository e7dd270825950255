import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '../../../components/vehicle/CheckoutPage.tsx'
import { checkoutRoute } from '../../../vehicle/checkout-route.ts'

/** SPEC §2 reserve page. */
export const Route = createFileRoute('/cars/$slug/checkout')({
  ...checkoutRoute('checkout'),
  component: () => <CheckoutPage view={Route.useLoaderData()} />,
})
