import { createFileRoute } from '@tanstack/react-router'
import { searchUrlContext } from '@domain/search/search-paths.ts'
import { stockLinkUrl, type StockTile } from '@domain/search/search-widgets.ts'
import { vehicleTypeLabelPlural } from '@domain/tenancy/vehicle-label.ts'
import { contentHead } from '../components/content/content-route.ts'
import { siteOfMatches } from '../site/root-match.ts'
import { usePageView } from '../components/content/use-page-view.ts'
import { LocationCard } from '../components/locations/LocationCard.tsx'
import { shownLocations } from '@domain/locations/location-view.ts'
import { PromoSlider } from '../components/promos/PromoSlider.tsx'
import { TcpoLogo } from '../components/promos/TcpoLogo.tsx'
import { ReviewsCarousel } from '../components/reviews/Reviews.tsx'
import { SiteLink } from '../components/links/SiteLink.tsx'
import { useSite, useStockSummary } from '../site/use-site.ts'
import { HomeSearchWidget } from '../components/search/HomeSearchWidget.tsx'
import { SimpleCarList } from '../components/vehicle-card/SimpleCarList.tsx'
import { getHomePage } from '../functions/home.functions.ts'
import type { HomeData } from '../components/home/home-data.ts'
import { useKeptContent } from '../components/markup/kept-part.tsx'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import type { ListCar } from '@domain/cars/list-car.ts'

/** location cards shown ('See all' links to the rest) */
const HOME_LOCATIONS = 3
/** the hero's promotions fill its right half from 992 px (half of the 1240 px container at most) */
const HERO_SLIDE_SIZES = '(min-width: 1240px) 600px, (min-width: 992px) 50vw, 100vw'

export const Route = createFileRoute('/')({
  // an anonymous visit's page is kept by the response cache, whatever the address's parameters
  staticData: { responseCache: 'page' },
  loader: async ({ parentMatchPromise }) => {
    // Bare localhost renders the directory of demo sites, not a home page: ask no tenant's content or stock
    // (the server function answers null for a host that names no site).
    if ((await parentMatchPromise).loaderData?.kind !== 'tenant') return null
    return getHomePage()
  },
  head: ({ matches, loaderData }) => {
    const site = siteOfMatches(matches)
    return contentHead({
      matches,
      view: loaderData?.view,
      path: '/',
      title: site?.tagline ? `${site.name} | ${site.tagline}` : site?.name,
    })
  },
  component: HomeRoute,
})

function HomeRoute() {
  const data = Route.useLoaderData()
  return data ? <HomePage {...data} /> : null
}

function HomePage({ view, featured, stock: tiles, jsonLd }: HomeData) {
  const site = useSite()
  const stock = useStockSummary()
  usePageView('home', '/')
  // the tenant's stock link (default city filter and query suffix, SPEC §2); its count is that listing's count
  const listing = tiles?.href ?? stockLinkUrl({}, searchUrlContext(site, stock.makeModels))
  const vehicles = vehicleTypeLabelPlural(site.template)
  const locations = shownLocations(view)
  const promos = view.promos
  return (
    <>
      <section className="hero home-hero">
        {/* at 992 px and wider the tenant's promotions fill the hero's right half beside the search */}
        <div className={`container home-hero__grid${promos.length > 0 ? ' has-aside' : ''}`}>
          <div className="home-hero__main">
            <h1>{site.name}</h1>
            {site.tagline ? <p className="home-hero__tagline">{site.tagline}</p> : null}
            <div className="home-search">
              <HomeSearchWidget
                stock={tiles && { count: tiles.count, makes: tiles.makeKeys, bodies: tiles.bodyKeys }}
                heading={`Find your next ${vehicles.toLowerCase().replace(/s$/, '')}`}
              />
              <p className="home-search__count">
                {tiles ? `${tiles.count} ${vehicles.toLowerCase()} in stock · ` : null}
                <SiteLink href={listing}>Browse all {vehicles.toLowerCase()}</SiteLink>
              </p>
            </div>
          </div>
          {promos.length > 0 ? (
            <div className="home-hero__aside">
              <PromoSlider promos={promos} theme={site.theme} sizes={HERO_SLIDE_SIZES} />
            </div>
          ) : null}
        </div>
      </section>
      {featured.cars.length > 0 ? (
        <section className="container home-section" aria-labelledby="featured-heading">
          <h2 id="featured-heading">Latest arrivals</h2>
          {/* a compact list (picture, name, price, heart): the listing's full card with its six actions and finance strip
              would weigh on home's markup, state and scripts */}
          <LatestArrivals cars={featured.cars} site={site} />
        </section>
      ) : null}
      <TileSection id="makes-heading" title="Shop by make" tiles={tiles?.makes ?? NO_TILES} site={site} />
      <TileSection id="bodies-heading" title="Shop by body type" tiles={tiles?.bodies ?? NO_TILES} site={site} />
      {view.reviews ? (
        <div className="container home-section">
          <ReviewsCarousel data={view.reviews} today={view.today} siteName={site.name} site={site} />
        </div>
      ) : null}
      {locations.length > 0 ? (
        <section className="container home-section" aria-labelledby="visit-heading">
          <h2 id="visit-heading">Visit us</h2>
          <div className="card-grid">
            {locations.slice(0, HOME_LOCATIONS).map((l) => (
              <LocationCard key={l.id} site={site} location={l} today={view.today} />
            ))}
          </div>
          {locations.length > HOME_LOCATIONS ? (
            <p>
              <SiteLink href="/our-locations">See all {locations.length} locations</SiteLink>
            </p>
          ) : null}
          {jsonLd ? (
            <script
              type="application/ld+json"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD written on the server (getHomePage), escaped there so it cannot leave the script element
              dangerouslySetInnerHTML={{ __html: jsonLd }}
            />
          ) : null}
        </section>
      ) : null}
      <TcpoLogo site={site} />
    </>
  )
}

/**
 * The newest cars. Home's parts that show stock are one object per stock version (the newest cars, the tiles:
 * web/components/home/home-data.ts), so their markup is kept with them on the server (kept-part.tsx).
 */
function LatestArrivals({ cars, site }: { cars: readonly ListCar[]; site: PublicSite }) {
  const content = useKeptContent(site, cars, 'latest', <SimpleCarList cars={cars} site={site} />)
  return <div className="latest-arrivals" {...content} />
}

const NO_TILES: readonly StockTile[] = []

/** A row of stock tiles (make or body) linking to their listing, with the count in stock. */
function TileSection({
  id,
  title,
  tiles,
  site,
}: {
  id: string
  title: string
  tiles: readonly StockTile[]
  site: PublicSite
}) {
  const content = useKeptContent(
    tiles.length > 0 ? site : undefined,
    tiles,
    id,
    tiles.map((tile) => (
      <li key={tile.key}>
        <SiteLink className="tile" href={tile.href}>
          <span className="tile__name">{tile.label}</span>
          <span className="tile__count">{tile.count} in stock</span>
        </SiteLink>
      </li>
    )),
  )
  if (tiles.length === 0) return null
  return (
    <section className="container home-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="tile-grid" {...content} />
    </section>
  )
}
