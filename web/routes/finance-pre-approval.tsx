import { createFileRoute, redirect } from '@tanstack/react-router'
import { preApprovalPath } from '@domain/links/internal-path.ts'
import { financeSearch } from '@domain/links/finance-search.ts'
import { formPageRoute } from '../components/content/content-route.ts'
import { FinanceRoutePage } from '../components/content/FinanceRoutePage.tsx'
import { getContentPage } from '../functions/content-page.functions.ts'
import { getSiteContext } from '../functions/site-context.functions.ts'

export const Route = createFileRoute('/finance-pre-approval')({
  validateSearch: financeSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ deps }) => {
    // SPEC §2: a site can send pre-approval to /finance (keeping the finance link's parameters and anchor)
    const context = await getSiteContext()
    if (context.kind === 'tenant' && preApprovalPath(context.site) !== '/finance-pre-approval') {
      // the query is written by hand: finance links carry plain values, not the router's JSON-typed search
      const query = new URLSearchParams(Object.entries(deps.search).map(([k, v]) => [k, String(v)])).toString()
      throw redirect({ href: `/finance${query ? `?${query}` : ''}#finance-form`, statusCode: 302 })
    }
    return getContentPage({ data: '/finance-pre-approval' })
  },
  head: formPageRoute('/finance-pre-approval').head,
  component: FinanceRoutePage,
})
