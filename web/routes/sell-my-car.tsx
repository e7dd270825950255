import { createFileRoute } from '@tanstack/react-router'
import { FormPage } from '../components/forms/FormPage.tsx'
import { contentTitle, getContentPage } from '../site/content.functions.ts'

export const Route = createFileRoute('/sell-my-car')({
  loader: () => getContentPage({ data: '/sell-my-car' }),
  head: ({ loaderData }) => ({ meta: [{ title: contentTitle(loaderData, 'Sell my car') }] }),
  component: SellMyCarPage,
})

function SellMyCarPage() {
  return <FormPage content={Route.useLoaderData()} fallbackTitle="Sell my car" intro="Tell us about your vehicle and we will make you an offer." kind="sell-my-car" />
}
