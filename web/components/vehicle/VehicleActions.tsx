import type { Car } from '@domain/cars/car.schema.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { useRouterState } from '@tanstack/react-router'
import { arrivalForm, buyOnlinePath, checkoutPath, tradeInPath } from '@domain/links/vehicle-paths.ts'
import { financeLink } from '@domain/links/finance-links.ts'
import { formatPrice } from '@domain/pricing/format-price.ts'
import { isSold } from '@domain/stock/availability.ts'
import { isTestDriveOnly } from '@domain/events/event-catalogue.ts'
import { SiteLink } from '../links/SiteLink.tsx'
import { LeadFormDialog } from '../forms/LeadFormDialog.tsx'

/** The contact page with the car attached (the sold car's 'something similar' request). */
export const contactPath = (car: Pick<Car, 'id'>, category: string): string =>
  `/contact?car_id=${encodeURIComponent(car.id)}&category=${encodeURIComponent(category)}`

/**
 * Enquire, test drive, finance, trade-in and (when the reservable rule holds) reserve / buy online. A sold car
 * offers something similar instead.
 */
export function VehicleActions({
  car,
  site,
  reservable,
  depositCents,
}: {
  car: Car
  site: PublicSite
  reservable: boolean
  depositCents: number | null
}) {
  // a card's 'Enquire' or 'Book a Test Drive' (?action=enquire|test-drive) opens that form for this car on arrival
  const opens = arrivalForm(
    useRouterState({ select: (state) => (state.location.search as Record<string, unknown>)['action'] }),
  )
  if (isSold(car)) {
    return (
      <section className="vehicle-actions" aria-label="Actions">
        <p>Like this and want something similar?</p>
        <SiteLink className="btn btn--accent" href={contactPath(car, 'General Enquiry')}>
          Find Me Something Similar
        </SiteLink>
      </section>
    )
  }
  const buyOnline = reservable ? buyOnlinePath(site, car.slug) : null
  // the forms a card's link can open on arrival: open from the start when the address names them
  const arrivalDialog = (kind: NonNullable<typeof opens>, trigger: string) => (
    <LeadFormDialog kind={kind} car={car} trigger={trigger} triggerClassName="btn" defaultOpen={opens === kind} />
  )
  return (
    <section className="vehicle-actions" aria-label="Actions">
      {reservable && depositCents !== null ? (
        <SiteLink className="btn btn--accent" href={checkoutPath(car.slug)}>
          Reserve Now for {formatPrice(depositCents / 100)}
        </SiteLink>
      ) : null}
      {buyOnline ? (
        <SiteLink className="btn" href={buyOnline}>
          Buy Online
        </SiteLink>
      ) : null}
      {isTestDriveOnly(car) ? null : arrivalDialog('enquiry', 'Enquire')}
      {arrivalDialog('test-drive', 'Book a Test Drive')}
      <LeadFormDialog kind="request-photos" car={car} trigger="Request Photos" triggerClassName="btn btn--ghost" />
      {site.finance.provider ? (
        <LeadFormDialog kind="finance-application" car={car} trigger="Get Finance" triggerClassName="btn" />
      ) : (
        <SiteLink className="btn" href={financeLink(site, { car })}>
          Get Finance
        </SiteLink>
      )}
      <SiteLink className="btn btn--ghost" href={tradeInPath(car.id)}>
        Trade-In Valuation
      </SiteLink>
    </section>
  )
}
