import { useMemo } from 'react'
import type { FormKind } from '@domain/forms/form-field.ts'
import type { ContentAnswer } from '../../functions/content-page.functions.ts'
import { useSite } from '../../site/use-site.ts'
import { FormPage } from './FormPage.tsx'
import { FinanceDisclaimerModal } from './FinanceDisclaimerModal.tsx'
import { financePrefill } from '@domain/forms/form-decorations.ts'
import type { FinanceSearch } from '@domain/links/finance-search.ts'

/** A finance page: the tenant's content, the disclaimer, and the form anchored at #finance-form. */
export function FinanceFormPage({
  content,
  search,
  fallbackTitle,
  kind,
}: {
  content: ContentAnswer | undefined
  search: FinanceSearch
  fallbackTitle: string
  kind: FormKind
}) {
  const site = useSite()
  const prefill = useMemo(() => financePrefill(search as Record<string, unknown>, site), [search, site])
  return (
    <FormPage
      content={content}
      fallbackTitle={fallbackTitle}
      intro="Tell us about the loan you need and we will find a lender that suits you."
      kind={kind}
      prefill={prefill}
      formId="finance-form"
      aside={<FinanceDisclaimerModal />}
    />
  )
}
