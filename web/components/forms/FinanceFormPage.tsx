import { useMemo } from 'react'
import type { FormKind } from '@domain/forms/form-field.ts'
import type { ContentAnswer } from '../../site/content.functions.ts'
import { useSite } from '../../site/use-site.ts'
import { FormPage } from './FormPage.tsx'
import { FinanceDisclaimerModal } from './FinanceDisclaimerModal.tsx'
import { financePrefill } from './form-decorations.ts'

/** The query a finance link carries (SPEC §2); every value stays a string until the form reads it. */
export interface FinanceSearch {
  readonly preferredDealership?: string
  readonly vehiclePriceBudget?: string
  readonly car_id?: string
  readonly car_type?: string
}

export function financeSearch(search: Record<string, unknown>): FinanceSearch {
  const pick = (key: string) => {
    const v = search[key]
    return typeof v === 'string' || typeof v === 'number' ? String(v).slice(0, 80) : undefined
  }
  const out: Record<string, string> = {}
  for (const key of ['preferredDealership', 'vehiclePriceBudget', 'car_id', 'car_type']) {
    const v = pick(key)
    if (v !== undefined && v !== '') out[key] = v
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
