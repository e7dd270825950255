import type { ReactNode } from 'react'
import type { FieldValue, FormKind } from '@domain/forms/form-field.ts'
import type { ContentAnswer } from '../../functions/content-page.functions.ts'
import { SafeMarkdown } from './content/SafeMarkdown.tsx'
import { LeadForm } from './LeadForm.tsx'

/** The stylesheet link of the forms; routes showing a form (or LeadFormDialog) add it to their head links. */

export interface FormPageProps {
  readonly content: ContentAnswer | undefined
  /** the heading when the tenant has no content for the page */
  readonly fallbackTitle: string
  readonly intro?: string
  readonly kind: FormKind
  readonly prefill?: Readonly<Record<string, FieldValue>>
  /** the form section's id, e.g. 'finance-form' for finance links' anchor */
  readonly formId?: string
  readonly aside?: ReactNode
}

/** A page with the tenant's content for its path (if any) followed by its form. */
export function FormPage({ content, fallbackTitle, intro, kind, prefill, formId, aside }: FormPageProps) {
  const page = content?.page ?? null
  return (
    <div className="container page form-page">
      <header className="form-page__header">
        <h1>{page?.title ?? fallbackTitle}</h1>
      </header>
      <div className="form-page__grid">
        <div className="form-page__content">
          {page ? <SafeMarkdown source={page.body} /> : intro ? <p>{intro}</p> : null}
          {aside}
        </div>
        <section className="form-page__form" id={formId} aria-label={fallbackTitle}>
          <LeadForm kind={kind} prefill={prefill} headingLevel={2} />
        </section>
      </div>
    </div>
  )
}
