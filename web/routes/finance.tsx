import { createFileRoute } from '@tanstack/react-router'
import { FinanceFormPage, financeSearch } from '../components/forms/FinanceFormPage.tsx'
import { FORMS_STYLESHEET } from '../components/forms/FormPage.tsx'
import { contentTitle, getContentPage } from '../site/content.functions.ts'

export const Route = createFileRoute('/finance')({
  validateSearch: financeSearch,
  loader: () => getContentPage({ data: '/finance' }),
  head: ({ loaderData }) => ({ meta: [{ title: contentTitle(loaderData, 'Finance') }], links: [FORMS_STYLESHEET] }),
  component: FinancePage,
})

function FinancePage() {
  return <FinanceFormPage content={Route.useLoaderData()} search={Route.useSearch()} fallbackTitle="Finance" kind="finance-application" />
}
