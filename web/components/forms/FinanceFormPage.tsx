import { useMemo } from 'react'
import type { FormKind } from '@domain/forms/form-field.ts'
import type { ContentAnswer } from '../../site/content.functions.ts'
import { useSite } from '../../site/use-site.ts'
import { FormPage } from './FormPage.tsx'
import { FinanceDisclaimerModal } from './FinanceDisclaimerModal.tsx'
import { financePrefill } from './form-decorations.ts'

/**
 * The query a finance link carries (SPEC §2). Values keep the type the router parsed them with (25990 stays a
 * number), so the router writes the address back exactly as the link had it; the form reads them as text.
 */
export interface FinanceSearch {
  readonly preferredDealership?: string | number
  readonly vehiclePriceBudget?: string | number
  readonly car_id?: string | number
  readonly car_type?: string | number
}

export function financeSearch(search: Record<string, unknown>): FinanceSearch {
  const out: Record<string, string | number> = {}
  for (const key of ['preferredDealership', 'vehiclePriceBudget', 'car_id', 'car_type']) {
    const v = search[key]
    if (typeof v === 'number' && Number.isFinite(v)) out[key] = v
    else if (typeof v === 'string' && v !== '') out[key] = v.slice(0, 80)
  }
  return out
}

/** A finance page: the tenant's content, the disclaimer, and the form anchored at #finance-form. */
export function FinanceFormPage({ content, search, fallbackTitle, kind }: { content: ContentAnswer | undefined; search: FinanceSearch; fallbackTitle: string; kind: FormKind }) {
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
