import { createFileRoute } from '@tanstack/react-router'
import { SuccessPage } from '../components/forms/SuccessPage.tsx'

export const Route = createFileRoute('/success')({
  validateSearch: (search: Record<string, unknown>): { category?: string } =>
    typeof search.category === 'string' && /^[a-z0-9-]{1,80}$/.test(search.category)
      ? { category: search.category }
      : {},
  head: () => ({ meta: [{ title: 'Thank you' }, { name: 'robots', content: 'noindex' }] }),
  component: SuccessRoute,
})

function SuccessRoute() {
  return <SuccessPage category={Route.useSearch().category ?? null} />
}
