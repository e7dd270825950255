import { createFileRoute, notFound } from '@tanstack/react-router'
import { contentHead, loadContent } from '../components/content/content-route.ts'
import { siteOfMatches } from '../site/root-match.ts'
import { ContentPage } from '../components/content/ContentPage.tsx'
import type { SiteContext } from '../site/site-context.functions.ts'

const TITLE = 'News'

/** The blog of sites that have one (served at /news where /blog is renamed). No articles are stored yet. */
export const Route = createFileRoute('/news')({
  loader: async ({ parentMatchPromise }) => {
    const [root, view] = await Promise.all([parentMatchPromise, loadContent('/news', { required: false })])
    const context = root.loaderData as SiteContext | undefined
    if (context?.kind === 'tenant' && !context.site.blogs.enabled) throw notFound()
    return view
  },
  head: ({ matches, loaderData }) => {
    const site = siteOfMatches(matches)
    return contentHead({ matches, view: loaderData, path: '/news', title: TITLE, description: site ? `News and stories from ${site.name}.` : TITLE })
  },
  component: Page,
})

function Page() {
  const view = Route.useLoaderData()
  if (!view) return null
  return (
    <ContentPage view={view} path="/news" title={TITLE}>
      {view.page ? null : <p>No news articles yet. Check back soon.</p>}
    </ContentPage>
  )
}
