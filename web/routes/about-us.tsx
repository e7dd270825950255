import { createFileRoute } from '@tanstack/react-router'
import { contentHead, loadContent } from '../components/content/content-route.ts'
import { ContentPage } from '../components/content/ContentPage.tsx'

const PATH = '/about-us'

export const Route = createFileRoute('/about-us')({
  loader: () => loadContent(PATH),
  head: ({ matches, loaderData }) => contentHead({ matches, view: loaderData, path: PATH }),
  component: Page,
})

function Page() {
  const view = Route.useLoaderData()
  return view ? <ContentPage view={view} path={PATH} /> : null
}
