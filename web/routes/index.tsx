import { createFileRoute } from '@tanstack/react-router'
import { useSite } from '../site/use-site.ts'
import { SiteLink } from '../components/links/SiteLink.tsx'

export const Route = createFileRoute('/')({
  component: HomePage,
})

function HomePage() {
  const site = useSite()
  const primary = site.locations.find((l) => l.primary) ?? site.locations[0]
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{site.name}</h1>
          <p>{site.tagline}</p>
          <p>
            <SiteLink className="btn btn--accent" href="/search">Browse our stock</SiteLink>
          </p>
        </div>
      </section>
      <section className="container page" aria-labelledby="visit-heading">
        <h2 id="visit-heading">Visit us</h2>
        {primary ? (
          <p>
            {primary.name}, {primary.address.full}
          </p>
        ) : null}
      </section>
    </>
  )
}
