import { createFileRoute, notFound } from '@tanstack/react-router'
import { contentHead, loadContent } from '../components/content/content-route.ts'
import { ContentPage } from '../components/content/ContentPage.tsx'
import { ReviewSummary, ReviewsList } from '../components/reviews/Reviews.tsx'
import { useSite } from '../site/use-site.ts'

const TITLE = 'Customer reviews'

export const Route = createFileRoute('/reviews')({
  loader: async () => {
    const view = await loadContent('/reviews', { extras: ['reviews'], required: false })
    // sites with reviews switched off have no reviews page
    if (view && !view.reviews) throw notFound()
    return view
  },
  head: ({ matches, loaderData }) =>
    contentHead({
      matches,
      view: loaderData,
      path: '/reviews',
      title: TITLE,
      description: 'What our customers say about us.',
    }),
  component: Page,
})

function Page() {
  const view = Route.useLoaderData()
  const site = useSite()
  if (!view?.reviews) return null
  return (
    <ContentPage
      view={view}
      path="/reviews"
      title={TITLE}
      lead={<ReviewSummary count={view.reviews.count} average={view.reviews.average} siteName={site.name} />}
    >
      {view.reviews.reviews.length > 0 ? (
        <ReviewsList data={view.reviews} today={view.today} />
      ) : (
        <p>No reviews to show yet.</p>
      )}
    </ContentPage>
  )
}
