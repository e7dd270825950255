import { createFileRoute } from '@tanstack/react-router'
import { FormPage } from '../components/forms/FormPage.tsx'
import { contentTitle, getContentPage } from '../site/content.functions.ts'

export const Route = createFileRoute('/careers')({
  loader: () => getContentPage({ data: '/careers' }),
  head: ({ loaderData }) => ({ meta: [{ title: contentTitle(loaderData, 'Careers') }] }),
  component: CareersPage,
})

function CareersPage() {
  return <FormPage content={Route.useLoaderData()} fallbackTitle="Careers" intro="Tell us about yourself and the role you are interested in." kind="careers" />
}
