import { useMatch } from '@tanstack/react-router'
import type { ContentAnswer } from '../../functions/content-page.functions.ts'
import { FormPage } from '../forms/FormPage.tsx'
import { formPageOf } from '@domain/forms/form-pages.ts'

/** The page of a `formPageRoute`: the tenant's content for the path, then the form FORM_PAGES names. */
export function FormRoutePage() {
  const { routeId, loaderData } = useMatch({ strict: false })
  const form = formPageOf(routeId)
  return (
    <FormPage
      content={loaderData as ContentAnswer | undefined}
      fallbackTitle={form.title}
      intro={form.intro}
      kind={form.kind}
    />
  )
}
