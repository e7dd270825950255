import { createFileRoute } from '@tanstack/react-router'
import { FormPage } from '../components/forms/FormPage.tsx'
import { contentTitle, getContentPage } from '../site/content.functions.ts'

export const Route = createFileRoute('/book-test-drive')({
  loader: () => getContentPage({ data: '/book-test-drive' }),
  head: ({ loaderData }) => ({ meta: [{ title: contentTitle(loaderData, 'Book a test drive') }] }),
  component: BookTestDrivePage,
})

function BookTestDrivePage() {
  return <FormPage content={Route.useLoaderData()} fallbackTitle="Book a test drive" intro="Choose a time that suits you and we will have the car ready." kind="test-drive" />
}
