import { useEffect } from 'react'
import { keptValue } from '../../caches/caches.ts'
import { EVENT_CATALOGUE } from '@domain/events/event-catalogue.ts'
import { showsCalculator } from '@domain/finance/calculator-fields.ts'
import { vehicleTypeLabelPlural } from '@domain/tenancy/vehicle-label.ts'
import { useSite } from '../../site/use-site.ts'
import { SiteLink } from '../links/SiteLink.tsx'
import { FavouriteButton } from '../garage/FavouriteButton.tsx'
import { GarageLink } from '../garage/GarageLink.tsx'
import type { VehicleDetailPageData } from '../../vehicle/detail-page-data.ts'
import { trackEvent } from './analytics.ts'
import { Gallery } from './Gallery.tsx'
import { SpecsTable } from './SpecsTable.tsx'
import { specRows } from '@domain/cars/spec-rows.ts'
import { StaticMarkup } from './StaticMarkup.tsx'
import { currentYearOf, PriceBlock, VehicleTag } from './PriceBlock.tsx'
import { FinanceCalculator } from './FinanceCalculator.tsx'
import { PhoneReveal } from './PhoneReveal.tsx'
import { LocationCard } from './LocationCard.tsx'
import { VehicleActions } from './VehicleActions.tsx'
import { SimilarCars } from './SimilarCars.tsx'

/** The 'details' page view (SPEC §9). */
const DETAILS_PAGE_VIEW = EVENT_CATALOGUE.find((e) => e.key === 'page_view_details')!.id

/** What the static block shows, as a key: other content mounts a new block rather than keeping the old markup. */
// the same car object on every view of its stock version: its key once (web/caches/caches.ts)
const aboutKey = (car: VehicleDetailPageData['car']): string =>
  keptValue(car, ['about key'], () => JSON.stringify([car.id, car.description, specRows(car), car.filtered_features]))

/** SPEC §2 vehicle detail page. */
export function VehicleDetailPage({ detail }: { detail: VehicleDetailPageData }) {
  const site = useSite()
  const { car, nowMs } = detail
  // biome-ignore lint/correctness/useExhaustiveDependencies: one view event per car: the other fields describe the same car
  useEffect(() => {
    trackEvent(DETAILS_PAGE_VIEW, { car_id: car.id, car_type: car.car_type, make: car.make, model: car.model })
  }, [car.id])
  const showCalculator = showsCalculator(car, site, currentYearOf(nowMs))
  return (
    <article className="vehicle-detail">
      <div className="container">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol>
            <li>
              <SiteLink href="/">Home</SiteLink>
            </li>
            <li>
              <SiteLink href={detail.listingPath}>{`Our ${vehicleTypeLabelPlural(site.template)}`}</SiteLink>
            </li>
            <li aria-current="page">{car.name}</li>
          </ol>
        </nav>
        <div className="vehicle-detail__grid">
          <div className="vehicle-detail__media">
            <VehicleTag car={car} site={site} nowMs={nowMs} />
            <Gallery car={car} site={site} />
          </div>
          <div className="vehicle-detail__summary">
            <header className="vehicle-detail__header">
              <h1>{car.name}</h1>
              <div className="vehicle-detail__saved">
                <FavouriteButton carId={car.id} carName={car.name} />
                <GarageLink site={site} />
              </div>
            </header>
            {car.badge || car.series ? (
              <p className="vehicle-detail__sub">{[car.badge, car.series].filter(Boolean).join(' · ')}</p>
            ) : null}
            <PriceBlock car={car} site={site} nowMs={nowMs} />
            <VehicleActions car={car} site={site} reservable={detail.reservable} depositCents={detail.depositCents} />
            {detail.phone ? (
              <section className="phone-panel panel" aria-label="Call the dealer">
                <p>{`Call ${detail.location?.name ?? site.name}`}</p>
                <PhoneReveal phone={detail.phone} car={car} site={site} />
              </section>
            ) : null}
          </div>
        </div>
        <div className="vehicle-detail__grid vehicle-detail__more">
          {/* description, specifications and features: text only, kept as served rather than hydrated */}
          <StaticMarkup id="vehicle-about" key={aboutKey(car)} site={site} owner={car}>
            {car.description ? (
              <section aria-labelledby="description-heading">
                <h2 id="description-heading">About this vehicle</h2>
                <p>{car.description}</p>
              </section>
            ) : null}
            <SpecsTable car={car} />
            {car.filtered_features && car.filtered_features.length > 0 ? (
              <section aria-labelledby="features-heading">
                <h2 id="features-heading">Features</h2>
                <ul className="feature-list">
                  {car.filtered_features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              </section>
            ) : null}
          </StaticMarkup>
          <div>
            {showCalculator ? <FinanceCalculator car={car} site={site} nowMs={nowMs} /> : null}
            {detail.location ? (
              <LocationCard location={detail.location} site={site} today={detail.dealerToday} />
            ) : null}
          </div>
        </div>
      </div>
      <SimilarCars cars={detail.similar} site={site} />
    </article>
  )
}
