import { createFileRoute, notFound } from '@tanstack/react-router'
import type { SiteContext } from '../../functions/site-context.functions.ts'
import { effectiveLocationType } from '@domain/locations/locations.ts'
import { loadContent } from '../../components/content/content-route.ts'
import { siteOfMatches } from '../../site/root-match.ts'
import { Breadcrumbs } from '../../components/content/ContentPage.tsx'
import { usePageView } from '../../components/content/use-page-view.ts'
import { LocationContact } from '../../components/locations/LocationContact.tsx'
import { OpeningHours } from '../../components/locations/OpeningHours.tsx'
import { LOCATION_TYPE_LABELS, locationPath, shownLocations } from '@domain/locations/location-view.ts'
import { SiteLink } from '../../components/links/SiteLink.tsx'
import { JsonLd } from '../../components/seo/JsonLd.tsx'
import { autoDealerJsonLd } from '@domain/seo/json-ld.ts'
import { seoHead } from '@domain/seo/seo-head.ts'
import { useSite } from '../../site/use-site.ts'

/** /contact-us/{location}: one shown location's details, hours, map link and AutoDealer structured data. */
export const Route = createFileRoute('/contact-us/$location')({
  loader: async ({ params, parentMatchPromise }) => {
    const [root, view] = await Promise.all([
      parentMatchPromise,
      loadContent('/contact-us', { required: false, extras: ['locations'] }),
    ])
    const context = root.loaderData as SiteContext | undefined
    if (context?.kind !== 'tenant' || !view) return null
    const location = shownLocations(view).find((l) => l.slug === params.location)
    if (!location) throw notFound()
    return { view, location }
  },
  head: ({ matches, loaderData }) => {
    const site = siteOfMatches(matches)
    if (!site || !loaderData) return {}
    const { location, view } = loaderData
    const tags = seoHead({
      site,
      origin: view.origin,
      path: locationPath(location),
      title: `${location.name} – ${LOCATION_TYPE_LABELS[effectiveLocationType(location.location_type)]}`,
      description: `${location.name}, ${location.address.full}. Opening hours, phone and directions.`,
    })
    return { meta: tags.meta, links: tags.links }
  },
  component: Page,
})

function Page() {
  const data = Route.useLoaderData()
  const site = useSite()
  usePageView('contact', data ? locationPath(data.location) : '/contact-us')
  if (!data) return null
  const { location, view } = data
  const path = locationPath(location)
  const others = shownLocations(view).filter((l) => l.id !== location.id)
  const rating =
    location.reviews && location.reviews.count > 0
      ? { count: location.reviews.count, average: location.reviews.average_rating }
      : null
  return (
    <div className="container page location-page">
      <Breadcrumbs
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Our locations', path: '/our-locations' },
          { name: location.name, path },
        ]}
        origin={view.origin}
      />
      <h1>{location.name}</h1>
      <p className="location-card__type">{LOCATION_TYPE_LABELS[effectiveLocationType(location.location_type)]}</p>
      <div className="location-page__grid">
        <section aria-labelledby="location-contact-heading" className="panel">
          <h2 id="location-contact-heading">Contact and directions</h2>
          <address>{location.address.full}</address>
          <LocationContact site={site} location={location} />
          {location.dealer_license_number ? (
            <p className="location-page__licence">Dealer licence {location.dealer_license_number}</p>
          ) : null}
          <p>
            <SiteLink href="/contact" className="btn">
              Send us an enquiry
            </SiteLink>
          </p>
        </section>
        <section aria-label="Opening hours" className="panel">
          <OpeningHours
            location={location}
            today={view.today}
            siteSpecialHours={site.special_hours}
            language={site.locale.language}
            headingLevel={2}
          />
        </section>
      </div>
      {others.length > 0 ? (
        <section aria-labelledby="other-locations" className="location-page__others">
          <h2 id="other-locations">Our other locations</h2>
          <ul>
            {others.map((l) => (
              <li key={l.id}>
                <SiteLink href={locationPath(l)}>{l.name}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <JsonLd data={autoDealerJsonLd({ site, location, origin: view.origin, path, rating })} />
    </div>
  )
}
