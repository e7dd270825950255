import { useMatch } from '@tanstack/react-router'
import type { ContentAnswer } from '../../functions/content-page.functions.ts'
import { FinanceFormPage } from '../forms/FinanceFormPage.tsx'
import type { FinanceSearch } from '@domain/links/finance-search.ts'
import { formPageOf } from '@domain/forms/form-pages.ts'

/** The page of a `financePageRoute`: the tenant's content, the disclaimer, and the finance form prefilled from the link. */
export function FinanceRoutePage() {
  const { routeId, loaderData, search } = useMatch({ strict: false })
  const form = formPageOf(routeId)
  return (
    <FinanceFormPage
      content={loaderData as ContentAnswer | undefined}
      search={search as FinanceSearch}
      fallbackTitle={form.title}
      kind={form.kind}
    />
  )
}
