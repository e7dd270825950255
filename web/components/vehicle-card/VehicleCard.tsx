import { useMemo } from 'react'
import type { CardCar } from '@domain/cars/card-car.ts'
import { searchUrlContext } from '@domain/search/search-paths.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { FavouriteButton } from '../garage/FavouriteButton.tsx'
import { VehicleImage } from '../images/VehicleImage.tsx'
import { SiteLink } from '../links/SiteLink.tsx'
import { useStockSummary } from '../../site/use-site.ts'
import { HrefLink } from '../search/HrefLink.tsx'
import { FinanceDisclaimer } from './FinanceDisclaimer.tsx'
import { CARD_IMAGE_WIDTHS, vehicleCardModel } from './vehicle-card-model.ts'

export interface VehicleCardProps {
  readonly car: CardCar
  readonly site: PublicSite
  /**
   * The time the page's data was made (the server's clock). Pass it from your loader so the server render and
   * the browser agree on time-based tags ('New' for 8 days) and the finance year; defaults to now.
   */
  readonly nowMs?: number
  /** above the fold (e.g. the first cards of a grid): the picture loads eagerly with high priority */
  readonly priority?: boolean
  /** the heading level of the car's name inside your page, default 3 */
  readonly headingLevel?: 2 | 3 | 4
  readonly className?: string
}

/**
 * SPEC §2 Vehicle card: tag banner (§4 priority), picture or 'New Arrival' panel, location overlay, the favourite
 * heart (§4), the car's name without a repeated model or badge, price by the
 * display order, the finance strip with its disclaimer, and the actions that apply; unavailable cars offer
 * 'Find Me Something Similar' instead. Must render inside a tenant's shell (it reads the stock summary).
 */
export function VehicleCard({ car, site, nowMs, priority = false, headingLevel = 3, className }: VehicleCardProps) {
  const stock = useStockSummary()
  const now = nowMs ?? Date.now()
  const model = useMemo(
    () => vehicleCardModel(car, site, now, searchUrlContext(site, stock.makeModels)),
    [car, site, now, stock.makeModels],
  )
  const Heading = `h${headingLevel}` as const
  const titleId = `vc-${car.id}-title`
  const { price, finance, name } = model
  return (
    <article className={`vc${className ? ` ${className}` : ''}`} aria-labelledby={titleId} data-car-id={car.id}>
      <div className="vc__media">
        {model.newArrival ? (
          <div className="vc__arrival" role="img" aria-label={`${name}: new arrival, photos coming soon`}>
            <span aria-hidden="true">New Arrival</span>
          </div>
        ) : (
          <VehicleImage car={name === car.name ? car : { ...car, name }} width={800} height={600} widths={CARD_IMAGE_WIDTHS} priority={priority} />
        )}
        {model.tag ? <span className={`vc__tag vc__tag--${model.tag.kind}`}>{model.tag.label}</span> : null}
        {model.location ? <span className="vc__location">{model.location}</span> : null}
        {/* SPEC §4 Favourites on every card: the detail page's toggle (event 39 on add, kept across reloads) */}
        <FavouriteButton carId={car.id} carName={name} className="vc__favourite" />
      </div>
      <div className="vc__body">
        <Heading className="vc__title" id={titleId}>
          <SiteLink href={model.detailHref}>{name}</SiteLink>
        </Heading>
        {model.specs.length > 0 ? (
          <ul className="vc__specs" aria-label="Key details">
            {model.specs.map((spec) => <li key={spec}>{spec}</li>)}
          </ul>
        ) : null}
        <div className="vc__price" data-price-kind={price.kind}>
          {price.kind === 'reduced' ? <span className="vc__was">{price.wasText}</span> : null}
          {price.kind === 'subscription' ? <span className="vc__was">Subscription</span> : null}
          <span className="vc__amount">{price.text}</span>
        </div>
        {finance ? (
          <div className="vc__finance">
            <span>
              Finance <strong>{finance.amountText}</strong> {finance.frequency === 'weekly' ? 'per week' : 'per month'}
              {finance.termYears !== null ? `, ${finance.termYears} years` : ''}
            </span>
            <FinanceDisclaimer carName={name} text={finance.disclaimer} />
          </div>
        ) : null}
        {model.actions ? (
          <div className="vc__actions">
            {model.actions.map((action) => (
              <HrefLink
                key={action.kind}
                href={action.href}
                className={`btn btn--${action.kind === 'details' || action.kind === 'enquire' || action.kind === 'shop' ? 'primary' : 'ghost'}${action.kind === 'reserve' ? ' vc__reserve' : ''}`}
                aria-label={action.kind === 'details' ? `View Details: ${name}` : undefined}
              >
                {action.label}
              </HrefLink>
            ))}
          </div>
        ) : (
          <div className="vc__similar">
            <p>Like this and want something similar?</p>
            {model.similarHref ? (
              <HrefLink className="btn btn--primary" href={model.similarHref}>Find Me Something Similar</HrefLink>
            ) : null}
          </div>
        )}
      </div>
    </article>
  )
}
