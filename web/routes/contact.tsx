import { createFileRoute } from '@tanstack/react-router'
import { FormPage } from '../components/forms/FormPage.tsx'
import { contentTitle, getContentPage } from '../site/content.functions.ts'

export const Route = createFileRoute('/contact')({
  loader: () => getContentPage({ data: '/contact' }),
  head: ({ loaderData }) => ({ meta: [{ title: contentTitle(loaderData, 'Contact us') }] }),
  component: ContactPage,
})

function ContactPage() {
  return <FormPage content={Route.useLoaderData()} fallbackTitle="Contact us" intro="Send us a message and our team will be in touch." kind="contact" />
}
