import { createFileRoute } from '@tanstack/react-router'
import { FinanceFormPage } from '../components/forms/FinanceFormPage.tsx'
import { financeSearch } from '../components/forms/finance-search.ts'
import { contentTitle, getContentPage } from '../site/content.functions.ts'

export const Route = createFileRoute('/finance')({
  validateSearch: financeSearch,
  loader: () => getContentPage({ data: '/finance' }),
  head: ({ loaderData }) => ({ meta: [{ title: contentTitle(loaderData, 'Finance') }] }),
  component: FinancePage,
})

function FinancePage() {
  return <FinanceFormPage content={Route.useLoaderData()} search={Route.useSearch()} fallbackTitle="Finance" kind="finance-application" />
}
