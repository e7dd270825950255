import { createFileRoute } from '@tanstack/react-router'
import { TradeInPage } from '../../components/vehicle/TradeInPage.tsx'
import { getTradeInContext } from '../../functions/trade-in.functions.ts'

/** SPEC §2 /cars/trade-in?car_id={id}. */
export const Route = createFileRoute('/cars/trade-in')({
  validateSearch: (search: Record<string, unknown>): { car_id?: string } =>
    typeof search.car_id === 'string' || typeof search.car_id === 'number' ? { car_id: String(search.car_id) } : {},
  loaderDeps: ({ search }) => ({ carId: search.car_id ?? null }),
  loader: ({ deps }) => getTradeInContext({ data: { carId: deps.carId } }),
  head: ({ loaderData }) => ({
    meta: [
      { title: loaderData?.car ? `Trade-in towards ${loaderData.car.name}` : 'Trade-in valuation' },
      {
        name: 'description',
        content: 'Get a trade-in valuation: look up your registration and tell us about your vehicle.',
      },
    ],
  }),
  component: TradeInRoute,
})

function TradeInRoute() {
  return <TradeInPage context={Route.useLoaderData()} />
}
