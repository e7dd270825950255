import { createFileRoute } from '@tanstack/react-router'
import { contentHead, loadContent } from '../../components/content/content-route.ts'
import { ContentPage } from '../../components/content/ContentPage.tsx'

// The same content as /about-us; the canonical follows the site's link rules (/pages/ dropped unless used).
const PATH = '/pages/about-us'

export const Route = createFileRoute('/pages/about-us')({
  loader: () => loadContent('/about-us'),
  head: ({ matches, loaderData }) => contentHead({ matches, view: loaderData, path: PATH }),
  component: Page,
})

function Page() {
  const view = Route.useLoaderData()
  return view ? <ContentPage view={view} path={PATH} /> : null
}
