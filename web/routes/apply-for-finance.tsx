import { createFileRoute } from '@tanstack/react-router'
import { FinanceFormPage } from '../components/forms/FinanceFormPage.tsx'
import { financeSearch } from '../components/forms/finance-search.ts'
import { contentTitle, getContentPage } from '../site/content.functions.ts'

export const Route = createFileRoute('/apply-for-finance')({
  validateSearch: financeSearch,
  loader: () => getContentPage({ data: '/apply-for-finance' }),
  head: ({ loaderData }) => ({ meta: [{ title: contentTitle(loaderData, 'Apply for finance') }] }),
  component: ApplyForFinancePage,
})

function ApplyForFinancePage() {
  return <FinanceFormPage content={Route.useLoaderData()} search={Route.useSearch()} fallbackTitle="Apply for finance" kind="finance-application" />
}
