import type { BrandPageView, ModelPageView } from '@application/content/model-pages.ts'
import { brandLogo } from '@domain/links/brands.ts'
import { optimisedImageUrl } from '@domain/images/image-request.ts'
import { formatPrice } from '@domain/pricing/format-price.ts'
import { vehicleTypeLabelPlural } from '@domain/tenancy/vehicle-label.ts'
import { useSite } from '../../site/use-site.ts'
import { LeadFormDialog } from '../forms/LeadFormDialog.tsx'
import { SiteLink } from '../links/SiteLink.tsx'
import { VehicleCard } from '../vehicle-card/VehicleCard.tsx'
import { Breadcrumbs } from './ContentPage.tsx'
import { usePageView } from './use-page-view.ts'

type WithOrigin<T> = T & { readonly origin: string }

/** The hero picture: the optimiser's widths for a full-width banner (remote pictures need IMAGE_REMOTE_HOSTS). */
function HeroPicture({ src }: { src: string }) {
  const srcSet = ([640, 1200, 1920] as const).map((w) => `${optimisedImageUrl(src, w)} ${w}w`).join(', ')
  return (
    <img
      className="brand-hero__picture"
      src={optimisedImageUrl(src, 1200)}
      srcSet={srcSet}
      sizes="(min-width: 992px) 50vw, 100vw"
      alt=""
      width={1200}
      height={675}
      fetchPriority="high"
      decoding="async"
    />
  )
}

const stockLine = (count: number | null, vehicles: string): string | null =>
  count === null
    ? null
    : count === 0
      ? `None in stock just now`
      : `${count} ${count === 1 ? vehicles.replace(/s$/, '') : vehicles} in stock`

/** The trail to a brand's page: its model pages add themselves after it. */
const brandTrail = (make: string, brandPath: string) => [
  { name: 'Home', path: '/' },
  { name: make, path: brandPath },
]

/** `/brands/{make}`: the manufacturer's hero and summary, then its range, each model linked to its page. */
export function BrandPage({ view }: { view: WithOrigin<BrandPageView> }) {
  const site = useSite()
  usePageView('inventory', view.path)
  const vehicles = vehicleTypeLabelPlural(site.template).toLowerCase()
  const maker = view.manufacturer
  const logo = brandLogo(site, view.make, maker?.logo.url ?? null)
  return (
    <div className="brand-page">
      <section className="hero brand-hero" aria-labelledby="brand-heading">
        <div className="container brand-hero__grid">
          <div>
            <img className="brand-hero__logo" src={logo} alt="" width={96} height={96} />
            <h1 id="brand-heading">{view.make}</h1>
            {maker?.tagline ? <p className="brand-hero__tagline">{maker.tagline}</p> : null}
            <p>
              {stockLine(view.inStock, vehicles) ? <>{stockLine(view.inStock, vehicles)} · </> : null}
              <SiteLink href={view.listingUrl} className="brand-hero__link">
                Browse all {view.make} {vehicles}
              </SiteLink>
            </p>
          </div>
          {maker?.hero_image_url ? <HeroPicture src={maker.hero_image_url} /> : null}
        </div>
      </section>
      <div className="container">
        <Breadcrumbs crumbs={brandTrail(view.make, view.path)} origin={view.origin} />
        {maker?.summary ? <p className="brand-page__summary">{maker.summary}</p> : null}
        <section aria-labelledby="models-heading" className="home-section">
          <h2 id="models-heading">The {view.make} range</h2>
          {view.models.length === 0 ? (
            <p>No models to show just now.</p>
          ) : (
            <ul className="model-grid">
              {view.models.map((model) => (
                <li key={model.slug} className="model-tile panel">
                  <h3>
                    <SiteLink href={model.path}>
                      {view.make} {model.name}
                    </SiteLink>
                  </h3>
                  {model.content?.summary ? <p>{model.content.summary}</p> : null}
                  {model.content?.from_price ? (
                    <p className="model-tile__price">From {formatPrice(model.content.from_price)}</p>
                  ) : null}
                  <p className="model-tile__count">{stockLine(model.inStock, vehicles)}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  )
}

/** `/brands/{make}/{model}`: hero, the model's summary and highlights, its stock as cards, and an enquiry. */
export function ModelPage({ view }: { view: WithOrigin<ModelPageView> }) {
  const site = useSite()
  const path = view.model.path
  usePageView('inventory', path)
  const vehicles = vehicleTypeLabelPlural(site.template).toLowerCase()
  const content = view.model.content
  const title = `${view.make} ${view.model.name}`
  // else the first of its cars that has a picture
  const hero = content?.hero_image_url ?? view.cars.find((c) => c.primary_image_url)?.primary_image_url ?? null
  return (
    <div className="brand-page">
      <section className="hero brand-hero" aria-labelledby="model-heading">
        <div className="container brand-hero__grid">
          <div>
            <h1 id="model-heading">{title}</h1>
            {content?.summary ? <p className="brand-hero__tagline">{content.summary}</p> : null}
            {content?.from_price ? <p className="model-tile__price">From {formatPrice(content.from_price)}</p> : null}
            <div className="brand-hero__actions">
              <LeadFormDialog
                kind="enquiry"
                trigger={`Enquire about the ${view.model.name}`}
                triggerClassName="btn btn--accent"
                prefill={{ message: `I'm interested in the ${title}.` }}
              />
              <SiteLink href="/book-test-drive" className="btn">
                Book a test drive
              </SiteLink>
            </div>
          </div>
          {hero ? <HeroPicture src={hero} /> : null}
        </div>
      </section>
      <div className="container">
        <Breadcrumbs
          crumbs={[...brandTrail(view.make, view.brandPath), { name: view.model.name, path }]}
          origin={view.origin}
        />
        {content?.highlights && content.highlights.length > 0 ? (
          <section aria-labelledby="highlights-heading" className="panel brand-page__summary">
            <h2 id="highlights-heading">Highlights</h2>
            <ul>
              {content.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
            {content.body ? <p>Body: {content.body}</p> : null}
          </section>
        ) : null}
        <section aria-labelledby="model-stock-heading" className="home-section">
          <h2 id="model-stock-heading">{title} in stock</h2>
          {view.cars.length > 0 ? (
            <>
              <div className="card-grid">
                {view.cars.map((car, i) => (
                  <VehicleCard key={car.id} car={car} site={site} nowMs={view.nowMs} priority={i === 0} />
                ))}
              </div>
              <p>
                <SiteLink href={view.listingUrl} className="btn">
                  See all {view.inStock ?? view.cars.length} {title} {vehicles}
                </SiteLink>
              </p>
            </>
          ) : (
            <p>
              {view.inStock === null ? 'Our stock could not be loaded just now.' : `No ${title} in stock just now.`}{' '}
              <SiteLink href={view.listingUrl}>Search our {view.make} stock</SiteLink>
            </p>
          )}
        </section>
      </div>
    </div>
  )
}
