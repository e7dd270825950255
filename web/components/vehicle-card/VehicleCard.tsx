import type { ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import type { CardCar } from '@domain/cars/card-car.ts'
import { searchUrlContext } from '@domain/search/search-paths.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { FavouriteButton } from '../garage/FavouriteButton.tsx'
import { VehicleImage } from '../images/VehicleImage.tsx'
import { isCurrentLink, SiteLink } from '../links/SiteLink.tsx'
import { useLinkScope } from '../links/link-scope.ts'
import { inPageContext } from '../markup/in-page-context.tsx'
import { useStockSummary } from '../../site/use-site.ts'
import { navigateAnchorClicks } from '../search/HrefLink.tsx'
import { FinanceDisclaimer } from './FinanceDisclaimer.tsx'
import { keepCardMarkup, keptCardMarkup } from './card-markup.ts'
import { keepingMarkup } from '../markup/render-alone.ts'
import { CARD_IMAGE_WIDTHS, type CardAction, type VehicleCardModel } from '@domain/cars/vehicle-card-model.ts'
import { keptCardModel } from './kept-card-model.ts'

/** the actions drawn as the site's primary button; the others are ghost buttons, Reserve the accent one */
const PRIMARY_ACTIONS: ReadonlySet<CardAction['kind']> = new Set(['enquire', 'shop', 'details'])

/**
 * A priority picture (the first cards, loaded eagerly with high fetch priority) inside a bare `<picture>`: React adds
 * a `<link rel="preload">` to the head, with the whole srcset and sizes again, for every eager `<img>` outside one.
 * The `<img>` is in the page's first bytes anyway (pages are sent whole) and already asks for high priority.
 */
function CardPicture({ priority, children }: { readonly priority: boolean; readonly children: ReactNode }) {
  return priority ? <picture>{children}</picture> : children
}

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
export function VehicleCard({ car, site, nowMs, ...rest }: VehicleCardProps) {
  const stock = useStockSummary()
  const model = keptCardModel(car, site, nowMs ?? Date.now(), searchUrlContext(site, stock.makeModels))
  return <ModelCard car={car} site={site} model={model} {...rest} />
}

/**
 * A vehicle card drawn from its model (`keptCardModel`), made by the caller: reads the router and the link scope
 * only, so a page part holding cards can be rendered alone (the listing's grid: ../search/ListingPage.tsx).
 */
export function ModelCard({
  car,
  site,
  model,
  priority = false,
  headingLevel = 3,
  className,
}: Omit<VehicleCardProps, 'nowMs'> & { readonly model: VehicleCardModel }) {
  const router = useRouter()
  const scope = useLinkScope()
  const titleId = `vct-${car.id}`
  const body = <CardBody car={car} model={model} priority={priority} headingLevel={headingLevel} titleId={titleId} />
  // on the server, a card rendered before on this site version is written as it was (card-markup.ts); its title
  // link is the only part that reads the page's address (`aria-current`), so that is part of the variant. In the
  // browser (and with KEPT_MARKUP=off) none of this is worked out.
  let kept: string | undefined
  if (keepingMarkup && scope.site === site) {
    const variant = `${priority ? 1 : 0}${headingLevel}${isCurrentLink(scope, model.detailHref) ? 1 : 0}`
    kept = keptCardMarkup(site, model, variant)
    if (kept === undefined) {
      keepCardMarkup(site, model, variant, inPageContext(router, scope, body))
    }
  }
  return (
    // the card's action links are plain anchors; one handler here navigates them in place (see navigateAnchorClicks).
    // Its parts are styled by where they are (`.vc > div:first-child` the picture, `.vc h3` the name, …:
    // web/styles/search.css): a listing writes twenty-one cards, and a class name on each part repeats in every one.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the handler only catches clicks on the card's links, which the keyboard activates itself
    <article
      className={`vc${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onClick={navigateAnchorClicks(router)}
      {...(kept === undefined ? { children: body } : { dangerouslySetInnerHTML: { __html: kept } })}
    />
  )
}

interface CardBodyProps {
  readonly car: CardCar
  readonly model: VehicleCardModel
  readonly priority: boolean
  readonly headingLevel: 2 | 3 | 4
  readonly titleId: string
}

/** A card's content: what it shows of `model`, in SPEC §2 order. */
function CardBody({ car, model, priority, headingLevel, titleId }: CardBodyProps) {
  const Heading = `h${headingLevel}` as const
  const { price, finance, name } = model
  return (
    <>
      <div>
        {model.newArrival ? (
          <div className="vc__arrival" role="img" aria-label={`${name}: new arrival, photos coming soon`}>
            <span aria-hidden="true">New Arrival</span>
          </div>
        ) : (
          <CardPicture priority={priority}>
            <VehicleImage
              car={name === car.name ? car : { ...car, name }}
              width={800}
              height={600}
              widths={CARD_IMAGE_WIDTHS}
              priority={priority}
            />
          </CardPicture>
        )}
        {model.tag ? <span className={`vc__tag vc__tag--${model.tag.kind}`}>{model.tag.label}</span> : null}
        {model.location ? <span className="vc__location">{model.location}</span> : null}
        {/* SPEC §4 Favourites on every card: the detail page's toggle (event 39 on add, kept across reloads) */}
        <FavouriteButton carId={car.id} carName={name} iconOnly />
      </div>
      <div>
        <Heading id={titleId}>
          <SiteLink href={model.detailHref}>{name}</SiteLink>
        </Heading>
        {model.specs.length > 0 ? (
          <ul aria-label="Key details">
            {model.specs.map((spec) => (
              <li key={spec}>{spec}</li>
            ))}
          </ul>
        ) : null}
        <div className="vc__price">
          {price.kind === 'reduced' ? <span className="vc__was">{price.wasText}</span> : null}
          {price.kind === 'subscription' ? <span className="vc__was">Subscription</span> : null}
          {/* the amount: the price's last part */}
          <span>{price.text}</span>
        </div>
        {finance ? (
          <div className="vc__finance">
            {/* one text node after the amount: React separates adjacent ones with a comment in the markup */}
            <span>
              Finance <strong>{finance.amountText}</strong>
              {` ${finance.frequency === 'weekly' ? 'per week' : 'per month'}${finance.termYears !== null ? `, ${finance.termYears} years` : ''}`}
            </span>
            <FinanceDisclaimer carName={name} text={finance.disclaimer} />
          </div>
        ) : null}
        {model.actions ? (
          <div className="vc__actions">
            {/* the stylesheet draws the others as ghost buttons: no class on them (web/styles/search.css) */}
            {model.actions.map((action) => (
              <a
                key={action.kind}
                href={action.href}
                className={
                  action.kind === 'reserve' ? 'vc__reserve' : PRIMARY_ACTIONS.has(action.kind) ? 'btn' : undefined
                }
                aria-label={action.kind === 'details' ? `View Details: ${name}` : undefined}
              >
                {action.label}
              </a>
            ))}
          </div>
        ) : (
          <div className="vc__similar">
            <p>Like this and want something similar?</p>
            {model.similarHref ? (
              <a className="btn" href={model.similarHref}>
                Find Me Something Similar
              </a>
            ) : null}
          </div>
        )}
      </div>
    </>
  )
}
