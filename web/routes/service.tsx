import { createFileRoute } from '@tanstack/react-router'
import { FormPage } from '../components/forms/FormPage.tsx'
import { contentTitle, getContentPage } from '../site/content.functions.ts'

export const Route = createFileRoute('/service')({
  loader: () => getContentPage({ data: '/service' }),
  head: ({ loaderData }) => ({ meta: [{ title: contentTitle(loaderData, 'Book a service') }] }),
  component: ServicePage,
})

function ServicePage() {
  return <FormPage content={Route.useLoaderData()} fallbackTitle="Book a service" intro="Book your next service online." kind="service-booking" />
}
