import { createFileRoute } from '@tanstack/react-router'
import { FinanceFormPage } from '../components/forms/FinanceFormPage.tsx'
import { financeSearch } from '../components/forms/finance-search.ts'
import { contentTitle, getContentPage } from '../site/content.functions.ts'

export const Route = createFileRoute('/finance-enquiry')({
  validateSearch: financeSearch,
  loader: () => getContentPage({ data: '/finance-enquiry' }),
  head: ({ loaderData }) => ({ meta: [{ title: contentTitle(loaderData, 'Finance enquiry') }] }),
  component: FinanceEnquiryPage,
})

function FinanceEnquiryPage() {
  return <FinanceFormPage content={Route.useLoaderData()} search={Route.useSearch()} fallbackTitle="Finance enquiry" kind="finance-application" />
}
