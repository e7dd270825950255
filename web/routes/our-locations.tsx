import { createFileRoute } from '@tanstack/react-router'
import { contentRoute } from '../components/content/content-route.ts'
import { ContentPage } from '../components/content/ContentPage.tsx'
import { LocationCard } from '../components/locations/LocationCard.tsx'
import { locationsByType } from '@domain/locations/location-view.ts'
import { useSite } from '../site/use-site.ts'

const TITLE = 'Our locations'

export const Route = createFileRoute('/our-locations')({
  ...contentRoute('/our-locations', {
    required: false,
    extras: ['locations'],
    title: TITLE,
    description: 'Find our sales, service and parts locations, opening hours and directions.',
  }),
  component: Page,
})

function Page() {
  const view = Route.useLoaderData()
  const site = useSite()
  if (!view) return null
  const groups = locationsByType(view)
  return (
    <ContentPage view={view} path="/our-locations" pageType="contact" title={TITLE}>
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`locations-${group.kind}`} className="locations-group">
          <h2 id={`locations-${group.kind}`}>{group.label}</h2>
          <div className="card-grid">
            {group.locations.map((l) => (
              <LocationCard key={l.id} site={site} location={l} today={view.today} />
            ))}
          </div>
        </section>
      ))}
    </ContentPage>
  )
}
