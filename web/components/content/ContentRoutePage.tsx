import { useMatch } from '@tanstack/react-router'
import type { ContentView } from '@application/content/content-view.ts'
import { ContentPage } from './ContentPage.tsx'

/** The page of a `contentRoute`: its view at the route's own path (nothing on an unknown host: the root shows that). */
export function ContentRoutePage() {
  const { routeId, loaderData } = useMatch({ strict: false })
  const view = loaderData as ContentView | null | undefined
  return view ? <ContentPage view={view} path={routeId} /> : null
}
