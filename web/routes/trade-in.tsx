import { createFileRoute } from '@tanstack/react-router'
import { FormPage } from '../components/forms/FormPage.tsx'
import { contentTitle, getContentPage } from '../site/content.functions.ts'

export const Route = createFileRoute('/trade-in')({
  loader: () => getContentPage({ data: '/trade-in' }),
  head: ({ loaderData }) => ({ meta: [{ title: contentTitle(loaderData, 'Trade-in valuation') }] }),
  component: TradeInPage,
})

function TradeInPage() {
  return <FormPage content={Route.useLoaderData()} fallbackTitle="Trade-in valuation" intro="Get a valuation for your current vehicle." kind="trade-in" />
}
