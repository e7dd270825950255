import { createFileRoute } from '@tanstack/react-router'
import { FormPage } from '../components/forms/FormPage.tsx'
import { contentTitle, getContentPage } from '../site/content.functions.ts'

export const Route = createFileRoute('/vehicle-parts-and-accessories')({
  loader: () => getContentPage({ data: '/vehicle-parts-and-accessories' }),
  head: ({ loaderData }) => ({ meta: [{ title: contentTitle(loaderData, 'Parts and accessories') }] }),
  component: PartsPage,
})

function PartsPage() {
  return <FormPage content={Route.useLoaderData()} fallbackTitle="Parts and accessories" intro="Tell us what you need and our parts team will get back to you." kind="parts" />
}
