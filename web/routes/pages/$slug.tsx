import { createFileRoute, redirect } from '@tanstack/react-router'
import { contentHead, loadContent } from '../../components/content/content-route.ts'
import { ContentPage } from '../../components/content/ContentPage.tsx'
import { pagesSlugTarget } from '@domain/links/pages-path.ts'

/**
 * /pages/{slug}: tenant content on sites that use a pages path. Pages with their own route (the form pages) are
 * sent there; an unknown slug is the tenant's 404.
 */
export const Route = createFileRoute('/pages/$slug')({
  loader: async ({ params }) => {
    const target = pagesSlugTarget(params.slug)
    if (target.kind === 'route') throw redirect({ href: target.path, statusCode: 301 })
    return { view: await loadContent(target.path), path: `/pages/${target.slug}` }
  },
  head: ({ matches, loaderData }) => contentHead({ matches, view: loaderData?.view, path: loaderData?.path ?? '/' }),
  component: Page,
})

function Page() {
  const { view, path } = Route.useLoaderData()
  return view ? <ContentPage view={view} path={path} /> : null
}
